(* Deeply nested polymorphic types: option list option, list of pairs of lists, functions returning polymorphic structures. *)
val x : int list option list = [SOME [1, 2], NONE, SOME []]
fun count (SOME l) = length l | count NONE = ~1
val _ = print (String.concatWith " " (map (Int.toString o count) x) ^ "\n")
fun groups n l = if length l <= n then [l] else List.take (l, n) :: groups n (List.drop (l, n))
val g1 = groups 3 (List.tabulate (10, fn i => i))
val g2 = groups 2 ["a", "b", "c"]
val _ = print (String.concatWith "|" (map (fn g => String.concatWith "," (map Int.toString g)) g1) ^ " "
               ^ String.concatWith "|" (map String.concat g2) ^ "\n")
val zipped = ListPair.zip (g1, map (map real) g1)
val _ = print (Real.toString (foldl (fn ((_, rs), acc) => foldl (op +) acc rs) 0.0 zipped) ^ "\n")
