(* The Text structure and CharArray2/Word8Array2: Text's substructures are
   the top-level ones (their types interchange). *)
val s : Text.String.string = "hello"
val c : Text.Char.char = Text.String.sub (s, 1)
val ss = Text.Substring.full s
val _ = print (Text.CharVector.map Text.Char.toUpper s ^ " " ^ String.str c ^ " " ^ Int.toString (Substring.size ss) ^ "\n")
val a = Text.CharArray.tabulate (3, fn i => Text.String.sub (s, i))
val _ = print (CharArray.vector a ^ " " ^ Text.CharVectorSlice.vector (Text.CharVectorSlice.slice (s, 1, SOME 3)) ^ "\n")
val _ = print (Text.CharArraySlice.vector (Text.CharArraySlice.slice (a, 1, NONE)) ^ "\n")
val g = CharArray2.fromList [explode "abc", explode "def"]
val _ = print (CharArray2.row (g, 1) ^ " " ^ CharArray2.column (g, 2) ^ "\n")
val _ = CharArray2.modify CharArray2.RowMajor Char.toUpper g
val _ = print (CharArray2.fold CharArray2.ColMajor (fn (c, acc) => acc ^ String.str c) "" g ^ "\n")
val w = Word8Array2.tabulate Word8Array2.RowMajor (2, 2, fn (i, j) => Word8.fromInt (16 * i + j))
val _ = print (Word8.toString (Word8Vector.sub (Word8Array2.column (w, 1), 1)) ^ "\n")
