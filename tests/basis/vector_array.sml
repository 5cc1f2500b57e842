(* Vector, VectorSlice, Array, ArraySlice and ListPair from the basis. *)
val v = Vector.tabulate (5, fn i => i * i)
val s = Vector.foldl op + 0 v
val vs = VectorSlice.slice (v, 1, SOME 3)
val vl = VectorSlice.foldr op :: [] vs
val a = Array.array (4, 0)
val () = Array.update (a, 2, 7)
val () = Array.modify (fn x => x + 1) a
val l = Array.foldr op :: [] a
val bad = (Array.sub (a, 4); false) handle Subscript => true
val sl = ArraySlice.full a
val n = ArraySlice.length sl
val av = Array.vector a
val z = ListPair.zip ([1, 2, 3], ["a", "b"])
val (xs, ys) = ListPair.unzip z
val uneq = (ListPair.zipEq ([1], []); false) handle ListPair.UnequalLengths => true
val c = Vector.collate Int.compare (v, Vector.fromList [0, 1, 5])
val pad = StringCvt.padLeft #" " 5 "ab"
val tk = StringCvt.scanString (fn getc => fn src => SOME (StringCvt.takel Char.isAlpha getc src, src)) "abc1"
