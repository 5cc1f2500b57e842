(* Substring and SUBSTRING from the basis. *)
val ss = Substring.full "  hello world  "
val t = Substring.string (Substring.dropl Char.isSpace (Substring.dropr Char.isSpace ss))
val toks = List.map Substring.string (Substring.tokens Char.isSpace ss)
val (pre, post) = Substring.position "wor" ss
val ps = (Substring.string pre, Substring.string post)
val c = Substring.getc (Substring.triml 2 ss)
val n = Substring.foldl (fn (_, k) => k + 1) 0 ss
val b = Substring.base (Substring.extract ("abcdef", 2, SOME 3))
val cmp = Substring.compare (Substring.full "abc", Substring.substring ("xabcx", 1, 3))
structure S : SUBSTRING = Substring
val e = S.isEmpty (S.full "")
