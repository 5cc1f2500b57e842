(* Number formatting: Int.fmt, Real.fmt in all modes, Real.toString,
   StringCvt padding, Real.fromString / scan, a formatted report table. *)
fun pr s = print (s ^ "\n")

val reals = [0.0, ~0.0, 1.0, ~1.5, 3.14159265358979, 2.5, 3.5, ~2.5, 1.0E10, 1.23456789E~5,
             123456789.125, 1.0E22, 1.0E~300, 5E~324, 1.7976931348623157E308, 0.1, 100.0, 99.995]

val () = List.app (fn r =>
  pr (String.concatWith " | "
       [Real.toString r,
        Real.fmt (StringCvt.FIX (SOME 2)) r,
        Real.fmt (StringCvt.FIX (SOME 0)) r,
        Real.fmt (StringCvt.SCI (SOME 3)) r,
        Real.fmt (StringCvt.SCI NONE) r,
        Real.fmt (StringCvt.GEN (SOME 4)) r,
        Real.fmt (StringCvt.GEN NONE) r,
        Real.fmt StringCvt.EXACT r])) reals

val specials = [Real.posInf, Real.negInf, 0.0 / 0.0]
val () = List.app (fn r => pr (Real.toString r ^ " " ^ Real.fmt (StringCvt.FIX (SOME 1)) r ^ " "
                               ^ Bool.toString (Real.isNan r) ^ " " ^ Bool.toString (Real.isFinite r))) specials

val ints = [0, 1, ~1, 255, ~255, 65535, 1000000, ~2147483648]
val () = List.app (fn i =>
  pr (String.concatWith " "
       [Int.fmt StringCvt.DEC i, Int.fmt StringCvt.HEX i, Int.fmt StringCvt.OCT i, Int.fmt StringCvt.BIN i,
        StringCvt.padLeft #" " 12 (Int.toString i), StringCvt.padRight #"." 12 (Int.toString i) ^ "|"])) ints

(* Poly/ML 5.7.1 rejects "inf"/"nan" and accepts "." (Basis: the reverse) *)
val strs = ["3.25", "  ~1.5e3", "-2.0E-2", "+.5", "1e", "12abc", "1.", "0x10", "E5", "1.5e+3", "2.5E~2x"]
val () = List.app (fn s =>
  pr (String.toString s ^ " => " ^ (case Real.fromString s of SOME r => Real.toString r | NONE => "NONE"))) strs

val istrs = ["42", "  -17", "~0", "0x1F", "0w5", "12345678901", "+", "- 3", "007"]
val () = List.app (fn s =>
  pr (String.toString s ^ " => " ^ (case Int.fromString s of SOME r => Int.toString r | NONE => "NONE")
      ^ " hex " ^ (case StringCvt.scanString (Int.scan StringCvt.HEX) s of SOME r => Int.toString r | NONE => "NONE"))) istrs

val wstrs = ["ff", "0wxff", "0xFF", "FFFFFFFF", "100000000", "zz"]
val () = List.app (fn s =>
  pr (s ^ " => " ^ ((case StringCvt.scanString (Word32.scan StringCvt.HEX) s of SOME w => Word32.toString w | NONE => "NONE") handle Overflow => "Overflow")
      ^ " / " ^ ((case Word8.fromString s of SOME w => Word8.toString w | NONE => "NONE") handle Overflow => "Overflow"))) wstrs

(* round / trunc / ceil / floor / rounding modes *)
val () = List.app (fn r =>
  pr (Real.toString r ^ ": " ^ String.concatWith " "
        (map Int.toString [Real.round r, Real.trunc r, Real.ceil r, Real.floor r])
      ^ " " ^ Real.toString (Real.realRound r) ^ " " ^ Real.toString (Real.realTrunc r)
      ^ " " ^ Real.toString (Real.realCeil r) ^ " " ^ Real.toString (Real.realFloor r)))
  [0.5, 1.5, 2.5, ~1.5, 2.7, ~2.7, 1E15 + 0.5]

val () = let val {man, exp} = Real.toManExp 48.0 in pr (Real.toString man ^ " " ^ Int.toString exp) end
val () = let val {whole, frac} = Real.split ~3.75 in pr (Real.toString whole ^ " " ^ Real.toString frac) end
val () = pr (Real.toString (Real.fromManExp {man = 0.75, exp = 4}) ^ " " ^ Real.toString (Real.rem (10.0, 3.0))
             ^ " " ^ Real.toString (Real.copySign (2.0, ~1.0)) ^ " " ^ Bool.toString (Real.signBit ~0.0))
val () = pr (Real.toString (Real.fromInt 7) ^ " " ^ Real.toString (Real.fromLargeInt (IntInf.pow (10, 20))) ^ " "
             ^ IntInf.toString (Real.toLargeInt IEEEReal.TO_NEAREST 1.0E20))
val () = pr (Real.toString Real.maxFinite ^ " " ^ Real.toString Real.minPos ^ " " ^ Real.toString Real.minNormalPos)
val () = pr (Int.toString Real.precision ^ " " ^ Int.toString Real.radix)
val () = pr (Real.toString (Real.nextAfter (1.0, 2.0) - 1.0))
val () = pr (String.concatWith "," (map (fn (a, b) => case Real.compare (a, b) of LESS => "<" | EQUAL => "=" | GREATER => ">")
                                      [(1.0, 2.0), (2.0, 2.0), (~0.0, 0.0), (3.0, 1.0)]))
val () = pr ((Bool.toString (Real.== (0.0, ~0.0))) ^ " " ^ Bool.toString (Real.?= (0.0 / 0.0, 1.0)) ^ " "
             ^ Bool.toString (Real.unordered (0.0 / 0.0, 1.0)))
val () = (ignore (Real.round (0.0 / 0.0)); pr "no exn") handle Domain => pr "Domain"
val () = (ignore (Real.floor Real.posInf); pr "no exn") handle Overflow => pr "Overflow"

(* a report *)
val rows = [("apples", 12, 0.5), ("bananas", 7, 0.25), ("cherries", 250, 0.02), ("durian", 1, 12.75)]
fun line (name, qty, price) =
  StringCvt.padRight #" " 10 name ^ StringCvt.padLeft #" " 5 (Int.toString qty) ^
  StringCvt.padLeft #" " 9 (Real.fmt (StringCvt.FIX (SOME 2)) price) ^
  StringCvt.padLeft #" " 10 (Real.fmt (StringCvt.FIX (SOME 2)) (real qty * price))
val () = List.app (pr o line) rows
val total = foldl (fn ((_, q, p), acc) => acc + real q * p) 0.0 rows
val () = pr (StringCvt.padLeft #" " 34 (Real.fmt (StringCvt.FIX (SOME 2)) total))
val () = pr (IEEEReal.toString (Real.toDecimal 123.456))
val () = case IEEEReal.fromString "  -1.25e2xyz" of
             SOME d => pr (IEEEReal.toString d ^ " " ^ (case Real.fromDecimal d of SOME r => Real.toString r | NONE => "?"))
           | NONE => pr "NONE"
