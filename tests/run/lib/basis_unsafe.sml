(* MLton's Unsafe: uninit/create for the polymorphic and monomorphic arrays, unchecked sub/update, the IntN/WordN/Real32/Real64/LargeInt/LargeReal/LargeWord structures. *)
val a : int array = Unsafe.Array.uninit 5
val () = List.app (fn i => Unsafe.Array.update (a, i, i * i)) [0, 1, 2, 3, 4]
val b = Unsafe.IntArray.create 3
val () = Unsafe.IntArray.update (b, 2, 7)
val c = Unsafe.Word32Array.uninit 2
val () = Unsafe.Word32Array.update (c, 0, 0wxFFFFFFFF)
val r = Unsafe.Real64Array.create 1
val () = Unsafe.Real64Array.update (r, 0, 2.5)
val v = Vector.fromList [1, 2, 3]
val () = print (Int.toString (Unsafe.Array.sub (a, 4) + Unsafe.IntArray.sub (b, 2) + Unsafe.Int64Vector.sub (v, 2)) ^ " "
  ^ Word32.toString (Unsafe.Word32Array.sub (c, 0)) ^ " " ^ Real.toString (Unsafe.RealArray.sub (r, 0)) ^ " "
  ^ Int.toString (IntArray.length b) ^ "\n")
val ca = Unsafe.CharArray.create 2
val () = (Unsafe.CharArray.update (ca, 0, #"o"); Unsafe.CharArray.update (ca, 1, #"k"))
val wa = Unsafe.Word8Array.uninit 1
val () = Unsafe.Word8Array.update (wa, 0, 0w200)
val wv = Word8Vector.fromList [0w1, 0w255]
val () = print (CharArray.vector ca ^ " " ^ str (Unsafe.CharVector.sub ("xyz", 2)) ^ " "
  ^ Word8.toString (Unsafe.Word8Array.sub (wa, 0)) ^ " " ^ Word8.toString (Unsafe.Word8Vector.sub (wv, 1)) ^ "\n")
(* LargeInt, LargeReal, LargeWord and Real32 arrays and vectors. *)
val li = Unsafe.LargeIntArray.create 2
val () = Unsafe.LargeIntArray.update (li, 1, IntInf.pow (2, 70))
val liv = LargeIntVector.fromList [IntInf.pow (3, 50)]
val lr = Unsafe.LargeRealArray.uninit 1
val () = Unsafe.LargeRealArray.update (lr, 0, 0.25)
val lw = Unsafe.LargeWordArray.create 1
val () = Unsafe.LargeWordArray.update (lw, 0, 0wxFFFFFFFFFFFF)
val r32 = Unsafe.Real32Array.create 2
val () = Unsafe.Real32Array.update (r32, 1, Real32.fromLarge IEEEReal.TO_NEAREST 0.1)
val r32v = Real32Vector.fromList [Real32.fromInt 3]
val () = print (IntInf.toString (Unsafe.LargeIntArray.sub (li, 1)) ^ " " ^ IntInf.toString (Unsafe.LargeIntVector.sub (liv, 0)) ^ " "
  ^ Real.toString (Unsafe.LargeRealArray.sub (lr, 0) + Unsafe.LargeRealVector.sub (Vector.fromList [1.0], 0)) ^ " "
  ^ LargeWord.toString (Unsafe.LargeWordArray.sub (lw, 0)) ^ " " ^ Real32.toString (Unsafe.Real32Array.sub (r32, 1)) ^ " "
  ^ Real32.toString (Unsafe.Real32Vector.sub (r32v, 0)) ^ " " ^ Int.toString (Real32Array.length r32) ^ "\n")
