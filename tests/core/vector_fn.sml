(* The top-level vector function. *)
val v = vector [1, 2, 3]
