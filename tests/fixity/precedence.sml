(* Precedence levels: `*` binds tighter than `+`; custom levels too. *)
infix 7 times
infix 6 plus
fun a times b = a * b
fun a plus b = a + b
val x = 1 plus 2 times 3
val ok = x = 7
