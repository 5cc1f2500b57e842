(* infix without a level is level 0, left associative. *)
infix eq
fun a eq b = a = b
val t = 1 + 1 eq 2
