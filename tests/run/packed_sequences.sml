(* char, Word8 and bool arrays and vectors hold one byte per element
   (crates/codegen/src/prims.rs, ElemRepr): every Basis operation on them *)
fun show s = print (s ^ "\n")
fun bools l = String.concatWith "," (List.map Bool.toString l)
fun bytes v = String.concatWith "," (Word8Vector.foldr (fn (w, acc) => Word8.toString w :: acc) [] v)

(* char arrays and vectors *)
val ca = Array.tabulate (20, fn i => Char.chr (97 + i))
val () = Array.update (ca, 0, #"Z")
val () = show (CharVector.tabulate (Array.length ca, fn i => Array.sub (ca, i)))
val () = Array.copy {src = ca, dst = ca, di = 0} (* overlapping, same place *)
val () = ArraySlice.copy {src = ArraySlice.slice (ca, 0, SOME 10), dst = ca, di = 3}
val () = show (String.implode (Array.foldr op :: [] ca))
val () = ArraySlice.copy {src = ArraySlice.slice (ca, 5, SOME 10), dst = ca, di = 2}
val () = show (String.implode (Array.foldl (fn (c, l) => l @ [c]) [] ca))
val cv = Vector.tabulate (26, fn i => Char.chr (65 + i))
val () = show (Vector.foldr (fn (c, s) => String.str c ^ s) "" cv)
val () = show (Bool.toString (cv = Vector.tabulate (26, fn i => Char.chr (65 + i))))
val () = show (Bool.toString (cv = Vector.tabulate (26, fn i => Char.chr (66 + i mod 25))))
val () = show (String.implode (VectorSlice.foldr op :: [] (VectorSlice.slice (cv, 3, SOME 5))))
val () = show (String.implode (Vector.foldr op :: [] (Vector.map Char.toLower (Vector.fromList (String.explode "MiXeD")))))
val () = show (Int.toString (Vector.length (Vector.concat [cv, Vector.fromList [#"!"], cv])))
val () = show (case Vector.findi (fn (_, c) => c = #"Q") cv of SOME (i, _) => Int.toString i | NONE => "none")

(* CharArray / CharVector / CharArraySlice *)
val cha = CharArray.array (12, #".")
val () = CharArray.copyVec {src = "hello", dst = cha, di = 1}
val () = CharArray.copyVec {src = "world", dst = cha, di = 7}
val () = show (CharArray.vector cha)
val () = CharArraySlice.copy {src = CharArraySlice.slice (cha, 1, SOME 5), dst = cha, di = 3}
val () = show (CharArray.vector cha)
val () = CharArraySlice.copyVec {src = Substring.extract ("abcdef", 2, SOME 3), dst = cha, di = 0}
val () = show (CharArraySlice.vector (CharArraySlice.slice (cha, 0, SOME 6)))
val () = CharArray.modify Char.toUpper cha
val () = show (CharArray.vector cha)
val () = show (CharVector.map Char.toUpper "shout" ^ CharVector.tabulate (3, fn i => Char.chr (48 + i)))

(* Word8 arrays and vectors *)
val wa = Word8Array.tabulate (16, fn i => Word8.fromInt (i * 17))
val () = show (bytes (Word8Array.vector wa))
val () = Word8Array.copy {src = wa, dst = wa, di = 0}
val () = Word8ArraySlice.copy {src = Word8ArraySlice.slice (wa, 0, SOME 8), dst = wa, di = 4}
val () = show (bytes (Word8Array.vector wa))
val () = Word8ArraySlice.copy {src = Word8ArraySlice.slice (wa, 6, SOME 8), dst = wa, di = 1}
val () = show (bytes (Word8Array.vector wa))
val () = Word8Array.copyVec {src = Word8Vector.fromList [0w1, 0w2, 0w3], dst = wa, di = 13}
val () = show (bytes (Word8Array.vector wa))
val () = show (Word8.toString (Word8Array.foldl Word8.+ 0w0 wa))
val () = show (Word8.toString (Word8Array.foldr Word8.xorb 0w0 wa))
val () = Word8Array.update (wa, 0, 0w255)
val () = show (Word8.toString (Word8Array.sub (wa, 0) + 0w1))
val wv = Word8Vector.tabulate (5, fn i => Word8.fromInt (250 + i))
val () = show (bytes wv)
val () = show (Bool.toString (wv = Word8Vector.fromList [0w250, 0w251, 0w252, 0w253, 0w254]))
val () = show (Bool.toString (wv = Word8Vector.fromList [0w250, 0w251, 0w252, 0w253, 0w255]))
val () = show (bytes (Word8VectorSlice.vector (Word8VectorSlice.slice (wv, 1, SOME 3))))
val () = show (bytes (Word8ArraySlice.vector (Word8ArraySlice.slice (wa, 10, NONE))))
val () = show (case Word8Vector.collate Word8.compare (wv, Word8Vector.fromList [0w250, 0w252]) of LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER")

(* Byte *)
val bs = Byte.stringToBytes "Skein\n\000\255"
val () = show (bytes bs)
val () = print (String.toString (Byte.bytesToString bs))
val () = show ""
val () = show (Byte.unpackStringVec (Word8VectorSlice.slice (bs, 1, SOME 3)))
val pa = Word8Array.array (10, 0wx2d)
val () = Byte.packString (pa, 2, Substring.full "packed")
val () = show (Byte.unpackString (Word8ArraySlice.full pa))
val () = show (Byte.unpackString (Word8ArraySlice.slice (pa, 3, SOME 4)))
val () = show (String.str (Byte.byteToChar (Word8Vector.sub (bs, 0))))

(* PackWord32Big/Little and PackReal on Word8 arrays and vectors *)
val pw = Word8Array.array (12, 0w0)
val () = PackWord32Big.update (pw, 0, 0wx01020304)
val () = PackWord32Little.update (pw, 1, 0wxA0B0C0D0)
val () = show (bytes (Word8Array.vector pw))
val () = show (LargeWord.toString (PackWord32Big.subArr (pw, 0)))
val () = show (LargeWord.toString (PackWord32Little.subArr (pw, 1)))
val () = show (LargeWord.toString (PackWord32Big.subVec (Word8Array.vector pw, 1)))
val () = show (LargeWord.toString (PackWord32Big.subArrX (pw, 1)))
val rv = PackRealBig.toBytes 1.5
val () = show (bytes rv)
val () = show (Real.toString (PackRealBig.fromBytes rv))
val () = show (bytes (PackRealLittle.toBytes ~2.25))
val ra = Word8Array.array (16, 0w0)
val () = PackRealLittle.update (ra, 1, 3.75)
val () = show (Real.toString (PackRealLittle.subArr (ra, 1)))
val () = show (Real.toString (PackRealLittle.subVec (Word8Array.vector ra, 1)))

(* bool arrays and vectors *)
val ba = Array.tabulate (13, fn i => i mod 3 = 0)
val () = show (bools (Array.foldr op :: [] ba))
val () = Array.update (ba, 1, true)
val () = ArraySlice.copy {src = ArraySlice.slice (ba, 0, SOME 6), dst = ba, di = 5}
val () = show (bools (Array.foldr op :: [] ba))
val () = show (Int.toString (Array.foldl (fn (b, n) => if b then n + 1 else n) 0 ba))
val () = show (Bool.toString (Array.all (fn b => b) ba) ^ " " ^ Bool.toString (Array.exists not ba))
val bv = Array.vector ba
val () = show (Bool.toString (bv = Vector.tabulate (13, fn i => Vector.sub (bv, i))))
val () = show (Bool.toString (bv = Vector.map not bv))
val () = show (bools (BoolVector.foldr op :: [] (BoolVector.tabulate (4, fn i => i > 1))))
val bo = BoolArray.array (5, false)
val () = BoolArray.update (bo, 4, true)
val () = show (bools (BoolArray.foldr op :: [] bo))

(* an enumeration datatype is stored as its tag *)
datatype colour = Red | Green | Blue
val cs = Array.tabulate (7, fn i => case i mod 3 of 0 => Red | 1 => Green | _ => Blue)
val () = Array.update (cs, 0, Blue)
val () = show (String.concatWith " " (Array.foldr (fn (Red, l) => "R" :: l | (Green, l) => "G" :: l | (Blue, l) => "B" :: l) [] cs))
val () = show (Bool.toString (Array.vector cs = Vector.fromList [Blue, Green, Blue, Red, Green, Blue, Red]))

(* vectors of byte vectors, arrays in records and tuples *)
val nested = Vector.fromList [Vector.fromList [#"a", #"b"], Vector.fromList [#"c"]]
val () = show (Bool.toString (nested = Vector.fromList [Vector.fromList [#"a", #"b"], Vector.fromList [#"c"]]))
val r = {name = "x", flags = Vector.fromList [true, false], code = Word8Vector.fromList [0w9]}
val () = show (Bool.toString (r = {name = "x", flags = Vector.fromList [true, false], code = Word8Vector.fromList [0w9]}))
val () = show (Bool.toString (r = {name = "x", flags = Vector.fromList [true, true], code = Word8Vector.fromList [0w9]}))

(* Array2 of chars *)
val g = Array2.tabulate Array2.RowMajor (3, 4, fn (i, j) => Char.chr (97 + i * 4 + j))
val () = Array2.update (g, 1, 1, #"#")
val () = show (Array2.fold Array2.RowMajor (fn (c, s) => s ^ String.str c) "" g)
val () = show (Array2.fold Array2.ColMajor (fn (c, s) => s ^ String.str c) "" g)
val () = show (String.implode (Vector.foldr op :: [] (Array2.row (g, 2))) ^ " " ^ String.implode (Vector.foldr op :: [] (Array2.column (g, 3))))

(* a bigger array than a small object, and its slices *)
val big = CharArray.array (100000, #"x")
val () = CharArray.update (big, 99999, #"y")
val () = show (String.implode [CharArray.sub (big, 0), CharArray.sub (big, 99999)] ^ " " ^ Int.toString (CharArray.length big))
val () = show (CharArraySlice.vector (CharArraySlice.slice (big, 99990, NONE)))
