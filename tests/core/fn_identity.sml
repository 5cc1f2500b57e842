(* `val f = fn x => x` is a syntactic value and is generalised. *)
val f = fn x => x
