(* Operators of the same level and left associativity group to the left. *)
infix 6 minus
fun a minus b = a - b
val x = 10 minus 3 minus 2
