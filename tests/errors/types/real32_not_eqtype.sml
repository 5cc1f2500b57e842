(* Real32.real is not an equality type. *)
val b = (1.5 : Real32.real) = 1.5
