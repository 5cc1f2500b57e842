(* Real arithmetic on constants rounds in the mode IEEEReal.setRoundingMode set, as on values read at run time: the C compiler folded 1.0 / 3.0 (also through a ref) in round-to-nearest whatever the mode *)
val r3 = ref 3.0
val s3 = valOf (Real.fromString "3.0")
val s01 = valOf (Real.fromString "0.1")
val sBig = valOf (Int.fromString "9007199254740993")
fun exact x = Real.fmt StringCvt.EXACT x
fun line (name, folded, viaRef, viaInput) =
  print (name ^ ": " ^ exact folded ^ " " ^ exact viaRef ^ " " ^ exact viaInput
         ^ (if Real.== (folded, viaInput) andalso Real.== (viaRef, viaInput) then "" else " DIFFER") ^ "\n")
fun inMode (modeName, mode) =
  let
    val () = IEEEReal.setRoundingMode mode
    val third = (1.0 / 3.0, 1.0 / !r3, 1.0 / s3)
    val sum = (0.1 + 0.2, 0.1 + 2.0 / !r3, s01 + 0.2)
    val negThird = (~1.0 / 3.0, ~1.0 / !r3, ~1.0 / s3)
    val product = (0.1 * 3.0, 0.1 * !r3, s01 * s3)
    val big = (Real.fromInt 9007199254740993, Real.fromInt (9007199254740990 + 3), Real.fromInt sBig)
    val () = IEEEReal.setRoundingMode IEEEReal.TO_NEAREST
    fun show (name, (a, b, c)) = line (modeName ^ " " ^ name, a, b, c)
  in
    app show [("1/3", third), ("~1/3", negThird), ("0.1*3", product), ("2^53+1", big)];
    print (modeName ^ " 0.1+0.2: " ^ exact (#1 sum) ^ " " ^ exact (#3 sum) ^ "\n")
  end
val _ = app inMode
  [("nearest", IEEEReal.TO_NEAREST), ("neginf", IEEEReal.TO_NEGINF),
   ("posinf", IEEEReal.TO_POSINF), ("zero", IEEEReal.TO_ZERO)]
