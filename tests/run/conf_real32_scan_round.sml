(* no-poly *) (* Poly/ML has no Real32; the expected output is C's strtof *)
(* Real32.fromString, scan and fromDecimal round the decimal once, to the
   nearest single (C's strtof).  Reading it as a double first and rounding
   that to single precision went wrong for decimals within half a double's
   ulp of a midpoint between two singles: "1.0000000596046448", just above
   the midpoint 1 + 2^-24, read as the midpoint double and then, ties to
   even, as 1.0.  Every decimal below lies next to such a midpoint
   (subnormal singles included); toString of each reads back.
   Real32.fromInt and fromLargeInt round integers beyond 2^53 once too
   (2^60 + 2^36 + 1, just above a midpoint, went through the midpoint
   double to 2^60). *)
fun sci (x : Real32.real) = Real.fmt (StringCvt.SCI (SOME 9)) (Real32.toLarge x)
fun p s = print (s ^ "\n")
val l = ["1.0000000596046448", "~1.0000000596046448", "1.00000005960464477", "1.000000059604644775390625",
         "2.5842276844092727608256662e~39", "1.1847024664333088917738346E~33",
         "9.9644647755825466293486675e~37", "2.6392804971772018490910467e~39",
         "2.7881952084326307866879446e~14", "3.2891478466177622499309021e~29",
         "1.0319295014642063767904082e~39", "8.3562307096033029438262743e~39",
         "7.2638898300435893782912732e~40", "2.6220344889605815970747873e~25"]
val _ = app (fn s =>
  let val x = valOf (Real32.fromString s)
  in p (s ^ " => " ^ sci x ^ " " ^ Real32.toString x ^ " "
        ^ Bool.toString (Real32.== (valOf (Real32.fromString (Real32.toString x)), x)))
  end) l
val _ = case Real32.scan Substring.getc (Substring.full "1.0000000596046448e0xyz") of
          SOME (x, rest) => p (sci x ^ " [" ^ Substring.string rest ^ "]")
        | NONE => p "NONE"
val _ = case Real32.fromDecimal {class = IEEEReal.NORMAL, sign = false, digits = [1,0,0,0,0,0,0,0,5,9,6,0,4,6,4,4,8], exp = 1} of
          SOME x => p (sci x) | NONE => p "NONE"
val _ = case Real32.fromDecimal {class = IEEEReal.NORMAL, sign = false, digits = [1,10], exp = 1} of
          SOME x => p (sci x) | NONE => p "NONE"
val _ = p (String.concatWith " " (map (fn s => case Real32.fromString s of SOME x => Real32.toString x | NONE => "NONE") ["inf", "~nan", "0.0", "~0e5", "3.4028236e38", "1e~46", "0.7e~45", "x"]))
val _ = app (fn i => p (IntInf.toString i ^ " => " ^ sci (Real32.fromLargeInt i) ^ " "
                         ^ ((sci (Real32.fromInt (IntInf.toInt i))) handle Overflow => "Overflow")))
  [1152921573326323713, ~1152921573326323713, 1152921573326323712, 1152921642045800448,
   9223372036854775807, ~9223372036854775808, 9007199254740993, 16777217,
   340282356779733661637539395458142568447, 340282356779733661637539395458142568448,
   1267650600228229401496703205376]
