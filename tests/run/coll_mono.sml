(* Monomorphic vectors, arrays, slices and Array2s (MONO_VECTOR,
   MONO_ARRAY, MONO_VECTOR_SLICE, MONO_ARRAY_SLICE, MONO_ARRAY2) at bool,
   int, real and word, written against the mono signatures only. *)
fun reals l = String.concatWith " " (List.map Real.toString l)
val rv = RealVector.tabulate (5, fn i => real i / 2.0)
val _ = print (reals (RealVector.foldr (op ::) [] rv) ^ "\n")
val _ = print (Real.toString (RealVector.foldl (op +) 0.0 rv) ^ "\n")
val ra = RealArray.array (4, 1.5)
val _ = RealArray.modifyi (fn (i, x) => x * real i) ra
val _ = RealArray.copyVec {src = RealVector.fromList [9.0, 8.0], dst = ra, di = 2}
val _ = print (reals (RealArray.foldr (op ::) [] ra) ^ "\n")
val rav : RealVector.vector = RealArray.vector ra
val _ = print (Int.toString (RealVector.length rav) ^ " " ^ Real.toString (RealVector.sub (rav, 1)) ^ "\n")
val rs = RealArraySlice.slice (ra, 1, SOME 2)
val _ = RealArraySlice.modify (fn x => x + 0.25) rs
val _ = print (reals (RealArray.foldr (op ::) [] ra) ^ "\n")
val rvs = RealVectorSlice.slice (rv, 2, NONE)
val _ = print (reals (RealVectorSlice.foldr (op ::) [] rvs) ^ " " ^ Real.toString (RealVectorSlice.sub (rvs, 0)) ^ "\n")
val _ = print (reals (RealVector.foldr (op ::) [] (RealVectorSlice.map (fn x => x * 10.0) rvs)) ^ "\n")
val _ = RealArraySlice.copyVec {src = rvs, dst = ra, di = 0}
val _ = print (reals (RealArray.foldr (op ::) [] ra) ^ "\n")
val m = RealArray2.tabulate RealArray2.RowMajor (2, 3, fn (i, j) => real (i * 3 + j))
val _ = print (reals (RealVector.foldr (op ::) [] (RealArray2.row (m, 1))) ^ " | "
               ^ reals (RealVector.foldr (op ::) [] (RealArray2.column (m, 2))) ^ "\n")
val _ = print (Real.toString (RealArray2.fold RealArray2.ColMajor (op +) 0.0 m) ^ "\n")

val iv = IntVector.fromList [5, 3, 8]
val ia = IntArray.tabulate (3, fn i => IntVector.sub (iv, 2 - i))
val _ = print (String.concatWith "," (List.map Int.toString (IntArray.foldr (op ::) [] ia)) ^ "\n")
val _ = print (case IntArray.findi (fn (_, x) => x = 3) ia of SOME (i, _) => Int.toString i ^ "\n" | NONE => "none\n")
val _ = print (case IntVector.collate Int.compare (iv, IntArray.vector ia) of LESS => "LESS\n" | EQUAL => "EQUAL\n" | GREATER => "GREATER\n")
val ias = IntArraySlice.full ia
val _ = print (Int.toString (IntArraySlice.foldl (op +) 0 ias) ^ "\n")
val ivs = IntVectorSlice.full iv
val _ = print (Int.toString (IntVectorSlice.length (IntVectorSlice.subslice (ivs, 1, NONE))) ^ "\n")
val i2 = IntArray2.fromList [[1, 2], [3, 4]]
val _ = IntArray2.modify IntArray2.RowMajor (fn x => x * x) i2
val _ = print (Int.toString (IntArray2.sub (i2, 1, 1)) ^ "\n")

val bv = BoolVector.tabulate (4, fn i => i mod 2 = 0)
val _ = print (Bool.toString (BoolVector.exists (fn b => b) bv) ^ " " ^ Bool.toString (BoolVector.all (fn b => b) bv) ^ "\n")
val ba = BoolArray.array (3, false)
val _ = BoolArray.update (ba, 1, true)
val _ = print (String.concat (List.map (fn true => "T" | false => "F") (BoolArray.foldr (op ::) [] ba)) ^ "\n")
val b2 = BoolArray2.array (2, 2, true)
val _ = print (Bool.toString (BoolArray2.sub (b2, 1, 0)) ^ "\n")
val _ = print (Int.toString (BoolVectorSlice.length (BoolVectorSlice.full bv)) ^ Int.toString (BoolArraySlice.length (BoolArraySlice.full ba)) ^ "\n")

val wv = WordVector.fromList [0w1, 0w2, 0w255]
val _ = print (Word.toString (WordVector.foldl Word.+ 0w0 wv) ^ "\n")
val wa = WordArray.array (2, 0w7)
val _ = print (Word.toString (WordArray.sub (wa, 1)) ^ "\n")
val _ = (WordArray.sub (wa, 2); print "no\n") handle Subscript => print "Subscript\n"
