(* IEEEReal.fromString keeps exponents exactly up to 10^17 (it saturated at 10^9: "1.0e100000000000" gave exp 1000000001); ZERO approximations print 0.0 whatever their digits and exponent; Real.fromDecimal of huge exponents *)
fun pr s = print (s ^ "\n")
fun sh s = pr (case IEEEReal.fromString s of NONE => s ^ " NONE"
                | SOME (d as {digits, exp, ...}) => s ^ " -> " ^ IEEEReal.toString d ^ " [" ^ String.concatWith "," (map Int.toString digits) ^ "] " ^ Int.toString exp)
val _ = app sh ["0.0E2", "00.00e5", "~0.0e~7", "1.0e100000000000", "1.0e~100000000000", "123.0e123456789012",
                "7e12345678901234", "10.5e3", "1e", "1.e5", ".5E~3"]
fun rd s = pr (case Real.fromString s of NONE => "NONE" | SOME r => Real.toString r)
val _ = app rd ["1.0e100000000000", "1.0e~100000000000", "~2.5e123456789012", "0.0e99999999999"]
val _ = pr (IEEEReal.toString {class = IEEEReal.ZERO, sign = false, digits = [0], exp = 2})
val _ = pr (IEEEReal.toString {class = IEEEReal.ZERO, sign = true, digits = [1, 2], exp = 2})
val _ = pr (IEEEReal.toString {class = IEEEReal.NORMAL, sign = false, digits = [0, 0, 1, 2, 0, 0], exp = 2})
val _ = pr (case Real.fromDecimal {class = IEEEReal.NORMAL, sign = true, digits = [1, 2], exp = 200000} of SOME r => Real.toString r | NONE => "NONE")
val _ = pr (case Real.fromDecimal {class = IEEEReal.NORMAL, sign = false, digits = [1, 2], exp = ~200000} of SOME r => Real.toString r | NONE => "NONE")
