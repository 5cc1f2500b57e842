(* Real.toString and Real.fmt (GEN _) at the edges of runtime/realfmt.c's
   one-snprintf path: specials, signed zeros, the extremes, both sides of
   the fixed/scientific thresholds (exponent ~6 and the precision),
   rounding that carries into a new digit, every GEN precision 1..17 and
   the largest the fast path takes (40) and beyond it. *)
val xs = [0.0, ~0.0, 1.0, ~1.0, 0.1, ~0.1, 0.5, 100.0, 1E~300, ~1E~300, 5E~324, 1.7976931348623157E308,
          ~1.7976931348623157E308, 2.2250738585072014E~308, 1E12, 1E11, ~1E11, 123456789012.0,
          1234567890123.0, 999999999999.4, 999999999999.5, 9.9999999999995E~7, 9.999999999994E~7,
          1E~6, ~1E~6, 1E~7, 1.234E~5, 1.234E~6, 1.234E~7, 0.000123456789012345, 3.14159265358979,
          2.0 / 3.0, ~2.0 / 3.0, 1E21, ~1E21, 1E100, 123.456, 9.5, 99.99999999999999, 0.1 + 0.2,
          Real.posInf, Real.negInf, 0.0 / 0.0, Real.maxFinite, Real.minPos, Real.minNormalPos]
val () = List.app (fn x => print (Real.toString x ^ "\n")) xs
val () =
  List.app
    (fn p => print (Int.toString p ^ ": " ^ String.concatWith " " (map (Real.fmt (StringCvt.GEN (SOME p))) xs) ^ "\n"))
    [1, 2, 3, 5, 6, 7, 11, 13, 15, 16, 17, 20, 40, 41, 60]
