(* The left side of `as` must be a variable. *)
fun f (SOME as x) = x
