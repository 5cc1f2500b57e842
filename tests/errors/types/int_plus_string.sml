(* Adding a string to an int. *)
val x = 1 + "a"
