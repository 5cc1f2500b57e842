(* Tuple components that are functions or tuples are parenthesised. *)
val p = (fn x => x + 1, 2)
val q = ((1, 2), 3)
val r = (1, (2, 3))
fun f (g : int -> int, (a, b) : int * int) = g a + b
