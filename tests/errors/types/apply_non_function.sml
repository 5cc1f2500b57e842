(* Applying a non-function. *)
val x = 3 4
