(* A tuple pattern in a val binding binds each component, left to right. *)
val (a, b, c) = (1, "two", 3.0)
