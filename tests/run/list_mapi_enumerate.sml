(* Enumerating lists with indices, List.mapPartial, List.filter on indices, and ListPair.zip with tabulate. *)
val ws = ["zero", "one", "two", "three", "four"]
val idx = ListPair.zip (List.tabulate (length ws, fn i => i), ws)
val _ = print (String.concatWith " " (map (fn (i, w) => Int.toString i ^ "=" ^ w) idx) ^ "\n")
val evens = List.mapPartial (fn (i, w) => if i mod 2 = 0 then SOME w else NONE) idx
val _ = print (String.concatWith "," evens ^ "\n")
