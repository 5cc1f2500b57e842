(* Flattening nested lists (list of lists of lists), List.concat and a depth-aware fold. *)
val l3 = [[[1, 2], [3]], [], [[4], [], [5, 6, 7]]]
val flat = List.concat (List.concat l3)
val _ = print (String.concatWith " " (map Int.toString flat) ^ " " ^ Int.toString (length l3) ^ " " ^ Int.toString (foldl (fn (l, s) => s + length l) 0 l3) ^ "\n")
val lens = map (map length) l3
val _ = print (String.concatWith "|" (map (fn l => String.concatWith "," (map Int.toString l)) lens) ^ "\n")
