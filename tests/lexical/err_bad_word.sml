(* A negative word literal is not a word literal. *)
val w = ~0w1
