(* Overloaded arithmetic resolved to real by a real operand. *)
fun scale x = x * 2.0
val r = 1.5 + 2.5
fun avg (a, b) = (a + b) / 2.0
val neg = ~ 1.0
