(* An uncaught user exception raised from deep inside a recursion after partial output exits with status 1. *)
exception Stop of string
fun walk (0) = raise Stop "bottom reached" | walk n = (if n mod 5 = 0 then print (Int.toString n ^ "\n") else (); walk (n - 1))
val _ = walk 20
