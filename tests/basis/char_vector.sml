(* CharVector and CharArray (MONO_VECTOR, MONO_ARRAY) from the basis. *)
val v = CharVector.tabulate (3, fn i => chr (ord #"a" + i))
val u = CharVector.map Char.toUpper v
val k = CharVector.foldr (fn (c, n) => if Char.isAlpha c then n + 1 else n) 0 "a1b2"
val s = let val a = CharArray.array (3, #"x") in CharArray.copyVec {src = "ab", dst = a, di = 1}; CharArray.vector a end
val f = CharVector.findi (fn (_, c) => c = #"b") s
