(* Application binds tighter than infix operators. *)
fun f x = x + 1
val a = f 2 * f 3
val b = ~ (f 1)
