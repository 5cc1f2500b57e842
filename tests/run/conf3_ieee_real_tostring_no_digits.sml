(* IEEEReal.toString of a NORMAL or SUBNORMAL approximation with no digits is the spec's "0.d1...dn" with n = 0, "0." (then the exponent), as Poly/ML; it wrote "0.0".  ZERO is "0.0" whatever its digits; Real.fromDecimal reads no digits as zero *)
val t = fn d => print (IEEEReal.toString d ^ "\n")
val _ = t {class = IEEEReal.NORMAL, sign = false, digits = [], exp = 0}
val _ = t {class = IEEEReal.SUBNORMAL, sign = true, digits = [], exp = ~3}
val _ = t {class = IEEEReal.NORMAL, sign = false, digits = [], exp = 2}
val _ = t {class = IEEEReal.NORMAL, sign = false, digits = [0], exp = 2}
val _ = t {class = IEEEReal.ZERO, sign = false, digits = [1], exp = 2}
val _ = t {class = IEEEReal.ZERO, sign = true, digits = [], exp = 0}
val _ = print ((case Real.fromDecimal {class = IEEEReal.NORMAL, sign = false, digits = [], exp = 2} of SOME r => Real.toString r | NONE => "NONE") ^ "\n")
val _ = print ((case Real.fromDecimal {class = IEEEReal.NORMAL, sign = true, digits = [], exp = 2} of SOME r => Real.toString r | NONE => "NONE") ^ "\n")
val _ = print ((case IEEEReal.fromString "0.E2" of SOME d => IEEEReal.toString d | NONE => "NONE") ^ "\n")
val _ = print (IEEEReal.toString (Real.toDecimal 0.0) ^ " " ^ IEEEReal.toString (Real.toDecimal 100.0) ^ " " ^ Real.fmt StringCvt.EXACT 0.0 ^ "\n")
