(* Redundant parentheses in patterns. *)
fun f ((x)) = ((x))
val ((y)) = 5
