(* Word8Vector/Word8Array and their slices, CharVectorSlice, CharArraySlice, Byte. *)
val v = Word8Vector.fromList [0w72, 0w105, 0w33]
val _ = print (Byte.bytesToString v ^ "\n")
val b = Byte.stringToBytes "hello"
val _ = print (Int.toString (Word8Vector.length b) ^ " " ^ Word8.toString (Word8Vector.sub (b, 1)) ^ "\n")
val a = Word8Array.array (6, 0w0)
val _ = Byte.packString (a, 1, Substring.full "abcd")
val _ = print (Byte.unpackString (Word8ArraySlice.slice (a, 1, SOME 4)) ^ "\n")
val _ = Word8Array.copy {src = a, dst = a, di = 0} handle Subscript => print "sub\n"
val _ = Word8ArraySlice.copy {src = Word8ArraySlice.slice (a, 1, SOME 4), dst = a, di = 2}
val _ = print (Byte.unpackStringVec (Word8VectorSlice.full (Word8Array.vector a)) ^ "|\n")
val ca = CharArray.array (5, #"x")
val _ = CharArraySlice.copyVec {src = CharVectorSlice.slice ("hello", 1, SOME 3), dst = ca, di = 1}
val _ = print (CharArraySlice.vector (CharArraySlice.full ca) ^ "\n")
val _ = print (CharVectorSlice.map Char.toUpper (CharVectorSlice.slice ("hello", 1, NONE)) ^ "\n")
val _ = print (Bool.toString (Word8Vector.foldl (fn (w, acc) => acc andalso w > 0w0) true v) ^ "\n")
