(* `#2` mapped over a list of pairs is resolved by the list. *)
val seconds = map #2 [(1, "a"), (2, "b")]
val firsts = List.map #1 [(true, ())]
