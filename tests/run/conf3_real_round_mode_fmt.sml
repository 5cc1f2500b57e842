(* Under every IEEEReal rounding mode, Real.toString, Real.fmt and Math.sqrt give the same results on a constant (which the compiler and the C compiler do not fold at the default mode: -frounding-math) as on the same value read at run time *)
fun pr s = print (s ^ "\n")
val modes = [("nearest", IEEEReal.TO_NEAREST), ("neginf", IEEEReal.TO_NEGINF),
             ("posinf", IEEEReal.TO_POSINF), ("zero", IEEEReal.TO_ZERO)]
val r2 = ref 2.0
val r3 = ref 3.0
val rx = ref 2.0005
val ry = ref 1.125
fun strings (two, three, x, y) =
  [Real.toString (Math.sqrt two), Real.fmt (StringCvt.SCI (SOME 20)) (Math.sqrt two),
   Real.toString (Math.sqrt three * Math.sqrt three), Real.toString (1.0 / three),
   Real.fmt (StringCvt.FIX (SOME 3)) x, Real.fmt (StringCvt.SCI (SOME 2)) y,
   Real.fmt (StringCvt.GEN (SOME 3)) y, Real.fmt StringCvt.EXACT (1.0 / three)]
fun go (name, m) =
  let
    val () = IEEEReal.setRoundingMode m
    val consts = strings (2.0, 3.0, 2.0005, 1.125)
    val viaRefs = strings (!r2, !r3, !rx, !ry)
    val () = IEEEReal.setRoundingMode IEEEReal.TO_NEAREST
  in
    pr (name ^ ": " ^ (if consts = viaRefs then "same" else "DIFFER " ^ String.concatWith " " consts ^ " / " ^ String.concatWith " " viaRefs))
  end
val _ = app go modes
