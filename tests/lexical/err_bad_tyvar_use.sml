(* An identifier cannot start with a digit. *)
val 1x = 2
