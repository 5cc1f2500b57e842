(* A shadowed name is printed at each declaration that binds it. *)
val x = 1
val x = x + 1
val x = "now a string"
