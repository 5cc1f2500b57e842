(* handle without a match. *)
val x = 1 handle
val y = 2
