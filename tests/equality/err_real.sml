(* real does not admit equality. *)
val b = 1.0 = 2.0
