(* no-gc-stress *)
(* Real: fmt in every mode and precision, EXACT/toDecimal, fromString/scan
   edge cases, toString round trips, IEEEReal, classification and
   conversions.  Expected output from Poly/ML, except where it departs from
   the Basis spec: Poly/ML reads "." as 0.0, rejects "inf"/"infinity"/"nan"
   (the spec accepts them in any case), consumes a "." after an exponent
   (" 4.5E2.5"), and keeps leading zero digits in IEEEReal.fromString's
   decimal_approx (Skein normalises: no leading or trailing zero digits);
   on those lines this file expects the spec's answer.
   Not run under gc-stress: it only allocates strings, and thousands of
   them make a collection-per-allocation run take minutes. *)
fun p s = print (s ^ "\n")
val xs = [0.0, ~0.0, 1.0, 0.1, 1E21, 123456789.0, 1234567890123.0, 1.5E~7, 0.0001, 0.00001,
          1E~6, 1E~7, 100000.0, 1E12, 1E11, 3.14159, 2.5, ~1.25, 5E~324, 1.7976931348623157E308,
          2.2250738585072014E~308, 0.3, 2.0 / 3.0, 1E100, ~123.456]
val specs = [StringCvt.GEN NONE, StringCvt.GEN (SOME 1), StringCvt.GEN (SOME 3), StringCvt.GEN (SOME 17),
             StringCvt.SCI NONE, StringCvt.SCI (SOME 0), StringCvt.SCI (SOME 3), StringCvt.SCI (SOME 20),
             StringCvt.FIX NONE, StringCvt.FIX (SOME 0), StringCvt.FIX (SOME 2), StringCvt.FIX (SOME 25),
             StringCvt.EXACT]
val _ = List.app (fn x => p (String.concatWith " | " (Real.toString x :: map (fn s => Real.fmt s x) specs)))
  (List.filter (fn x => Real.abs x < 1E30) xs)
val _ = List.app (fn x => p (String.concatWith " | " (map (fn s => Real.fmt s x) [StringCvt.GEN NONE, StringCvt.SCI NONE, StringCvt.EXACT])))
  (List.filter (fn x => Real.abs x >= 1E30) xs)
val nan = 0.0 / 0.0
val inf = 1.0 / 0.0
val _ = p (String.concatWith " " (map (fn s => Real.fmt s nan ^ "/" ^ Real.fmt s inf ^ "/" ^ Real.fmt s (~inf)) specs))
fun size f = (ignore (f ()); "no") handle Size => "Size"
val _ = p (String.concatWith " " [size (fn () => Real.fmt (StringCvt.GEN (SOME 0)) 1.0),
  size (fn () => Real.fmt (StringCvt.SCI (SOME ~1)) 1.0), size (fn () => Real.fmt (StringCvt.FIX (SOME ~1)) 1.0)])
fun show NONE = "NONE" | show (SOME x) = Real.fmt StringCvt.EXACT x
val _ = p (String.concatWith " " (map (show o Real.fromString)
  ["1.5", "  ~2.5e3", "-0.0", "+.5", "1.", "1.e5", "1e", "1e+", "1E~2x", ".", "e5", "", "abc", "inf", "-Infinity", "NaN", "nanx",
   "0.1", "1e400", "1e~400", "4.9406564584124654E~324", "2.4703282292062328E~324", "2.4703282292062327E~324",
   "00012.3400", "123456789012345678901234567890", "0.000000000000000000000000000001", "9007199254740993"]))
fun rest s = case Real.scan Substring.getc (Substring.full s) of
    SOME (x, r) => Real.toString x ^ "[" ^ Substring.string r ^ "]" | NONE => "NONE"
val _ = p (String.concatWith " " (map rest ["1.x", "1.e5", "2e", "3E+x", " 4.5E2.5", "~inf!"]))
fun roundTrip x = case Real.fromString (Real.fmt StringCvt.EXACT x) of SOME y => Real.== (x, y) andalso Real.signBit x = Real.signBit y | NONE => false
val many = xs @ List.tabulate (20, fn i => Real.fromInt (i * i * i) / 7.0 + 1.0 / Real.fromInt (i + 1))
           @ List.tabulate (13, fn i => Math.pow (10.0, Real.fromInt (i * 50 - 300)) * 1.2345)
val _ = p ("round trip: " ^ Bool.toString (List.all roundTrip many))
fun dec x = let val {class, sign, digits, exp} = Real.toDecimal x
  in (case class of IEEEReal.NAN => "NAN" | IEEEReal.INF => "INF" | IEEEReal.ZERO => "ZERO" | IEEEReal.NORMAL => "NORMAL" | IEEEReal.SUBNORMAL => "SUBNORMAL")
     ^ (if sign then "-" else "+") ^ String.concat (map Int.toString digits) ^ "e" ^ Int.toString exp end
val _ = p (String.concatWith " " (map dec [0.0, ~0.0, 1.0, ~0.1, 5E~324, inf, 123.456]))
val _ = p (String.concatWith " " (map (fn d => case IEEEReal.fromString d of SOME a => IEEEReal.toString a | NONE => "NONE")
  ["1.5", "~0.00120E3", "0", "-0.000", "inf", "nan", "x", "12e~3"]))
val _ = p (show (Real.fromDecimal {class = IEEEReal.NORMAL, sign = true, digits = [1, 2, 5], exp = 2}) ^ " " ^
           show (Real.fromDecimal {class = IEEEReal.NORMAL, sign = false, digits = [1, 12], exp = 0}))
val _ = p (String.concatWith " " (map (fn x => (case Real.class x of IEEEReal.NAN => "nan" | IEEEReal.INF => "inf" | IEEEReal.ZERO => "zero" | IEEEReal.NORMAL => "normal" | IEEEReal.SUBNORMAL => "sub")
  ^ (if Real.isFinite x then "F" else "") ^ (if Real.isNan x then "N" else "") ^ (if Real.isNormal x then "R" else "") ^ (if Real.signBit x then "-" else "+"))
  [0.0, ~0.0, 1.0, 5E~324, inf, ~inf, Real.minNormalPos]))
val _ = p (Real.toString Real.maxFinite ^ " " ^ Real.fmt StringCvt.EXACT Real.minPos ^ " " ^ Real.fmt StringCvt.EXACT Real.minNormalPos ^ " " ^ Real.toString Real.posInf ^ " " ^ Real.toString Real.negInf)
val _ = p (String.concatWith " " (map Int.toString [Real.floor 2.5, Real.ceil 2.5, Real.round 2.5, Real.round 3.5, Real.round ~2.5, Real.trunc ~2.7,
  Real.toInt IEEEReal.TO_NEGINF ~0.5, Real.toInt IEEEReal.TO_POSINF ~0.5, Real.toInt IEEEReal.TO_ZERO 9.99, Real.toInt IEEEReal.TO_NEAREST 0.5]))
fun exn f = (ignore (f ()); "none") handle Overflow => "Overflow" | Domain => "Domain" | Div => "Div" | IEEEReal.Unordered => "Unordered"
val _ = p (String.concatWith " " [exn (fn () => Real.floor nan), exn (fn () => Real.round inf), exn (fn () => Real.trunc 1E19),
  exn (fn () => Real.toLargeInt IEEEReal.TO_NEAREST nan), exn (fn () => Real.toLargeInt IEEEReal.TO_NEAREST (~inf)),
  exn (fn () => Real.checkFloat nan), exn (fn () => Real.checkFloat inf), exn (fn () => Real.compare (nan, 1.0)), exn (fn () => Real.sign nan)])
val _ = p (IntInf.toString (Real.toLargeInt IEEEReal.TO_NEAREST 1E30) ^ " " ^ IntInf.toString (Real.toLargeInt IEEEReal.TO_NEGINF ~2.5) ^ " " ^
           IntInf.toString (Real.toLargeInt IEEEReal.TO_NEAREST Real.maxFinite))
val _ = p (Real.toString (Real.fromLargeInt (IntInf.pow (10, 30))) ^ " " ^ Real.fmt StringCvt.EXACT (Real.fromLargeInt (IntInf.pow (2, 53) + 1)) ^ " " ^
           Real.fmt StringCvt.EXACT (Real.fromLargeInt (IntInf.pow (2, 53) + 3)) ^ " " ^ Real.toString (Real.fromLargeInt (IntInf.pow (10, 400))) ^ " " ^ Real.toString (Real.fromLargeInt (~7)))
val _ = p (String.concatWith " " (map (fn (a, b) => case Real.compareReal (a, b) of IEEEReal.LESS => "<" | IEEEReal.EQUAL => "=" | IEEEReal.GREATER => ">" | IEEEReal.UNORDERED => "?")
  [(1.0, 2.0), (0.0, ~0.0), (nan, nan), (inf, 1.0)]))
val _ = p (String.concatWith " " (map Bool.toString [Real.== (0.0, ~0.0), Real.== (nan, nan), Real.?= (nan, 1.0), Real.!= (nan, nan), Real.unordered (1.0, nan), Real.sameSign (~0.0, ~1.0)]))
val _ = let val {man, exp} = Real.toManExp 12.0 val {whole, frac} = Real.split ~2.75 in
  p (Real.toString man ^ " " ^ Int.toString exp ^ " " ^ Real.toString (Real.fromManExp {man = 0.75, exp = 4}) ^ " " ^ Real.toString whole ^ " " ^ Real.toString frac ^ " " ^
     Real.toString (Real.realMod 5.5) ^ " " ^ Real.toString (#frac (Real.split ~3.0)) ^ " " ^ Real.toString (#frac (Real.split inf)) ^ " " ^ Real.toString (#whole (Real.split (~inf)))) end
val _ = p (Real.toString (Real.rem (7.5, 2.0)) ^ " " ^ Real.toString (Real.rem (~7.5, 2.0)) ^ " " ^ Real.toString (Real.copySign (3.0, ~0.0)) ^ " " ^
           Real.fmt StringCvt.EXACT (Real.nextAfter (1.0, 2.0)) ^ " " ^ Real.fmt StringCvt.EXACT (Real.nextAfter (0.0, ~1.0)) ^ " " ^ Real.toString (Real.*+ (2.0, 3.0, 4.0)))
val _ = p (String.concatWith " " (map Real.toString [Real.realFloor ~1.5, Real.realCeil ~1.5, Real.realTrunc ~1.5, Real.realRound ~1.5, Real.realRound 0.5, Real.min (nan, 1.0), Real.max (2.0, nan)]))
val _ = p (Int.toString Real.radix ^ " " ^ Int.toString Real.precision ^ " " ^ Int.toString (Real.sign ~0.0) ^ " " ^ Int.toString (Real.sign ~3.0))
fun third x = x / 3.0
val _ = IEEEReal.setRoundingMode IEEEReal.TO_POSINF
val up = third 1.0
val mode = case IEEEReal.getRoundingMode () of IEEEReal.TO_POSINF => "TO_POSINF" | _ => "other"
val _ = IEEEReal.setRoundingMode IEEEReal.TO_NEAREST
(* (Not checked: that up > third 1.0; the C compiler may fold the division
   at the default rounding mode.) *)
val _ = p (mode ^ " " ^ Real.fmt StringCvt.EXACT (third 1.0))
