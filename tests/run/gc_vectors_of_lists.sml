(* Vectors of lists built from lists, then rebuilt with Vector.map, under collections. *)
fun loop (0, v) = v | loop (i, v) = loop (i - 1, Vector.map (fn l => List.take (i :: l, Int.min (4, 1 + length l))) v)
val v = loop (60, Vector.tabulate (10, fn i => [i]))
val _ = print (Vector.foldr (fn (l, s) => String.concatWith "." (map Int.toString l) ^ " " ^ s) "" v ^ "\n")
