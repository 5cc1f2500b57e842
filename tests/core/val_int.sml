(* A simple value binding of an integer. *)
val x = 42
