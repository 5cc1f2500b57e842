(* An uncaught Match from a non-exhaustive function ends the program with status 1. *)
fun first (x :: _) = x
val _ = print (Int.toString (first [7]) ^ "\n")
val _ = print (Int.toString (first []) ^ "\n")
