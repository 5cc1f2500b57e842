(* An infix fun clause with a curried extra argument. *)
infix 4 ==
fun (a == b) (eps : real) = abs (a - b) < eps
val ok = (1.0 == 1.05) 0.1
