(* A handler must return the type of the handled expression. *)
fun safeDiv (a, b) = a div b handle Div => 0
val x = (hd []) handle Empty => 0
