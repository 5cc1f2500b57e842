(* `fun` followed by a literal. *)
fun 1 x = x
