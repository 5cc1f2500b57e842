(* MLton's Unsafe: uninit/create for the polymorphic and monomorphic arrays, unchecked sub/update, the IntN/WordN/Real64 structures. *)
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
