(* int takes no type arguments. *)
val x : int int = 1
