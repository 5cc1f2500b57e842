(* A keyword where an expression is expected. *)
val x = 1 + in
