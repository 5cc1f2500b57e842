(* Real32: single precision on doubles rounded after every operation
   (basis/real32.sml).  Expected output checked by hand against IEEE
   single precision (Poly/ML 5.7 has no Real32). *)
val f = Real32.fromLarge IEEEReal.TO_NEAREST
val x = f 0.1
val _ = print (Real32.toString x ^ " " ^ Real.toString (Real32.toLarge x) ^ "\n")
val third = Real32./ (f 1.0, f 3.0)
val _ = print (Real32.toString third ^ " " ^ Real.fmt (StringCvt.FIX (SOME 12)) (Real32.toLarge third) ^ "\n")
val _ = print (Real32.toString Real32.maxFinite ^ " " ^ Real32.toString Real32.minPos ^ " " ^ Real32.toString Real32.minNormalPos ^ "\n")
val _ = print (Real32.toString (Real32.* (Real32.maxFinite, f 2.0)) ^ "\n")
val _ = print (Real32.fmt StringCvt.EXACT x ^ " " ^ Real32.fmt (StringCvt.SCI (SOME 3)) x ^ "\n")
val _ = print (Real32.toString (Real32.nextAfter (f 1.0, f 2.0)) ^ " " ^ Real32.toString (Real32.nextAfter (f 0.0, f 1.0)) ^ "\n")
val _ = print (Bool.toString (Real32.class Real32.minPos = IEEEReal.SUBNORMAL) ^ " " ^ Int.toString Real32.precision ^ "\n")
val _ = print (Real32.toString (valOf (Real32.fromString "3.14159265358979")) ^ " " ^ Real32.toString (Real32.Math.sqrt (f 2.0)) ^ "\n")
val _ = print (Real32.toString (Real32.fromInt 16777217) ^ " " ^ Int.toString (Real32.round (f 2.5)) ^ "\n")
val _ = print (Real32.toString (f 1.0) ^ " " ^ Real32.toString (f 100.0) ^ " " ^ Real32.toString (f 1.5E~7) ^ " " ^ Real32.toString (f 123456789.0) ^ "\n")
val big = Real32.fromLarge IEEEReal.TO_NEAREST 1.0E39
val _ = print (Real32.toString big ^ " " ^ Real32.toString (Real32.fromLarge IEEEReal.TO_ZERO 1.0E39) ^ "\n")
val _ = print (Real32.toString (Real32.fromLarge IEEEReal.TO_POSINF 0.1) ^ " "
               ^ Real32.toString (Real32.fromLarge IEEEReal.TO_NEGINF 0.1) ^ "\n")
val sum = List.foldl (fn (_, acc) => Real32.+ (acc, f 0.1)) (f 0.0) (List.tabulate (10, fn i => i))
val _ = print (Real32.toString sum ^ " " ^ Bool.toString (Real32.== (sum, f 1.0)) ^ "\n")
val _ = print (Real32.toString (Real32.- (f 16777216.0, f ~1.0)) ^ "\n")
val _ = print (Real32.fmt (StringCvt.FIX (SOME 2)) third ^ " " ^ Real32.fmt (StringCvt.GEN (SOME 3)) third ^ "\n")
val _ = (Real32.checkFloat (Real32./ (f 1.0, f 0.0)); print "no\n") handle Overflow => print "Overflow\n"
(* Real32Vector, Real32Array and their slices. *)
val v32 = Real32Vector.tabulate (4, fn i => Real32./ (Real32.fromInt i, Real32.fromInt 3))
val a32 = Real32Array.array (3, f 0.5)
val () = Real32Array.copyVec {src = Real32VectorSlice.vector (Real32VectorSlice.slice (v32, 2, NONE)), dst = a32, di = 1}
val _ = print (String.concatWith " " (Real32Vector.foldr (fn (x, l) => Real32.toString x :: l) [] v32) ^ " | "
  ^ String.concatWith " " (Real32Array.foldr (fn (x, l) => Real32.toString x :: l) [] a32) ^ " | "
  ^ Real32.toString (Real32ArraySlice.foldl Real32.+ (f 0.0) (Real32ArraySlice.slice (a32, 1, NONE))) ^ "\n")
(* Shortest digits also for powers of two, whose gap away from zero is
   twice the gap towards it: 2^~96, 2^87 and 2^90 need 8 digits (rounded
   up), not 9 (checked against a brute-force search of binary32). *)
val _ = print (String.concatWith " " (List.map (fn i => let val x = Real32.fromManExp {man = f 1.0, exp = i}
                                                           in Real32.fmt StringCvt.EXACT x ^ " " ^ Real32.toString x end) [~96, 87, 90, ~24])
               ^ " " ^ Real32.toString (Real32.~ (Real32.fromManExp {man = f 1.0, exp = 90})) ^ "\n")
