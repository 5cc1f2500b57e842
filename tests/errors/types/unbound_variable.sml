(* An unbound variable. *)
val x = y + 1
