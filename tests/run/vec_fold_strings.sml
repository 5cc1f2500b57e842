(* CharVector (strings as vectors): tabulate, foldl, map, and equality with String functions. *)
val s = CharVector.tabulate (10, fn i => Char.chr (65 + i))
val t = CharVector.map Char.toLower s
val n = CharVector.foldl (fn (c, a) => a + Char.ord c) 0 s
val _ = print (s ^ " " ^ t ^ " " ^ Int.toString n ^ " " ^ Int.toString (CharVector.length s) ^ " " ^ String.str (CharVector.sub (t, 3)) ^ "\n")
