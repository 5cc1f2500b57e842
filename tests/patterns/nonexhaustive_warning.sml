(* A non-exhaustive match is only a warning. *)
fun f (SOME x) = x
val g = fn y => case y of [] => 0
