(* Real.realFloor/realCeil/realTrunc and floor/ceil/trunc are emitted
   inline (sk_real_round, skein.h): signed zeros, halves, values near and
   beyond 2^52, infinities and NaN, values computed at run time so that
   nothing is folded. *)
val xs = [0.0, ~0.0, 0.5, ~0.5, 1.5, ~1.5, 2.5, ~2.5, 1E15+0.5, ~1E15-0.5,
          4503599627370495.5, ~4503599627370495.5, 4503599627370497.0,
          1E300, ~1E300, Real.posInf, Real.negInf, 0.49999999999999994,
          ~0.49999999999999994, 3.0, ~3.0, 1E~300, ~1E~300]
val scale = Real.fromInt (length xs) / 23.0   (* 1.0, not a constant *)
fun show r = Real.toString r
val () = List.app (fn x0 =>
  let val x = x0 * scale
  in print (show x ^ ": " ^ show (Real.realFloor x) ^ " " ^ show (Real.realCeil x) ^ " "
            ^ show (Real.realTrunc x) ^ "\n")
  end) xs
fun ints x = Int.toString (floor x) ^ " " ^ Int.toString (ceil x) ^ " " ^ Int.toString (trunc x)
             handle Overflow => "Overflow" | Domain => "Domain"
val () = List.app (fn x => print (show x ^ ": " ^ ints (x * scale) ^ "\n")) xs
val nan = 0.0 / (scale - 1.0)
val () = print (Bool.toString (Real.isNan (Real.realFloor nan)) ^ " " ^ ints nan ^ "\n")
val () = print (ints 4.0E18 ^ " " ^ ints ~4.0E18 ^ " " ^ ints 1.0E19 ^ "\n")
val sum = List.foldl (fn (i, s) => s + floor (Real.fromInt i / 3.0 - 0.5)) 0 (List.tabulate (1000, fn i => i - 500))
val () = print (Int.toString sum ^ "\n")
