(* if without then. *)
val x = if true 1 else 2
