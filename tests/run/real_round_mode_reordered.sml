(* The same real operation computed before and after IEEEReal.setRoundingMode changes the mode gives each mode's result: gcc merged the two (its bug 34678, even with -frounding-math) when both had the same operands: constants, one function's parameters, Math.sqrt of a constant, Real.fromInt *)
fun f (a, b) =
  let
    val () = IEEEReal.setRoundingMode IEEEReal.TO_POSINF
    val u = a / b
    val () = IEEEReal.setRoundingMode IEEEReal.TO_NEAREST
    val v = a / b
  in (u, v) end
val x = Real.fmt StringCvt.EXACT
val (u, v) = f (1.0, valOf (Real.fromString "3.0"))
val () = print ("parameters: " ^ x u ^ " " ^ x v ^ "\n")
val () = IEEEReal.setRoundingMode IEEEReal.TO_POSINF
val c1 = 1.0 / 3.0
val s1 = 0.1 + 0.2
val () = IEEEReal.setRoundingMode IEEEReal.TO_NEAREST
val c2 = 1.0 / 3.0
val s2 = 0.1 + 0.2
val () = print ("constants: " ^ x c1 ^ " " ^ x c2 ^ " " ^ x s1 ^ " " ^ x s2 ^ "\n")
val () = IEEEReal.setRoundingMode IEEEReal.TO_NEGINF
val w = Math.sqrt 2.0
val i1 = Real.fromInt 9007199254740993
val p1 = 0.1 * 3.0
val () = IEEEReal.setRoundingMode IEEEReal.TO_NEAREST
val z = Math.sqrt 2.0
val i2 = Real.fromInt 9007199254740993
val p2 = 0.1 * 3.0
val () = print ("sqrt: " ^ x w ^ " " ^ x z ^ "\n")
val () = print ("fromInt: " ^ x i1 ^ " " ^ x i2 ^ "\n")
val () = print ("product: " ^ x p1 ^ " " ^ x p2 ^ "\n")
