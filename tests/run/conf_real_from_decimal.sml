(* Real.fromDecimal checks digits (0..9) only for NORMAL and SUBNORMAL
   values (as Poly/ML and MLton): ZERO, INF and NAN ignore digits and exp;
   exponents beyond the range give 0 or infinity. *)
fun show d = print (IEEEReal.toString d ^ " " ^ (case Real.fromDecimal d of NONE => "NONE" | SOME r => Real.fmt StringCvt.EXACT r) ^ "\n")
val _ = show {class = IEEEReal.NAN, sign = false, digits = [1, 2], exp = 3}
val _ = show {class = IEEEReal.NAN, sign = false, digits = [10], exp = 3}
val _ = show {class = IEEEReal.INF, sign = true, digits = [10], exp = 3}
val _ = show {class = IEEEReal.ZERO, sign = true, digits = [10], exp = 3}
val _ = show {class = IEEEReal.ZERO, sign = true, digits = [1, 2], exp = 3}
val _ = show {class = IEEEReal.NORMAL, sign = true, digits = [1, 10], exp = 3}
val _ = show {class = IEEEReal.SUBNORMAL, sign = false, digits = [1, 2], exp = 3}
val _ = show {class = IEEEReal.NORMAL, sign = false, digits = [1, 2], exp = ~400}
val _ = show {class = IEEEReal.NORMAL, sign = false, digits = [1, 2], exp = 400}
val _ = show {class = IEEEReal.NORMAL, sign = false, digits = [0, 0, 1, 2], exp = 3}
val _ = show {class = IEEEReal.NORMAL, sign = false, digits = [~1], exp = 3}
