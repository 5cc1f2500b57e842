(* VectorSlice.slice and ArraySlice.slice (and so the monomorphic slices
   built on them), OS.FileSys.dirstream and OS.IO.poll_info are abstract
   types without equality (type, not eqtype, in the spec). *)
val v = VectorSlice.full (Vector.fromList [1, 2])
val b1 = v = v
val a = ArraySlice.full (Array.fromList [1, 2])
val b2 = a = a
val c = CharVectorSlice.full "ab"
val b3 = c = c
val w = Word8ArraySlice.full (Word8Array.array (2, 0w0))
val b4 = w = w
val d = OS.FileSys.openDir "."
val b5 = d = d
fun samePoll (a : OS.IO.poll_info, b) = a = b
