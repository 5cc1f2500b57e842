(* A pair is not a triple. *)
fun f (a, b, c) = a + b + c
val x = f (1, 2)
