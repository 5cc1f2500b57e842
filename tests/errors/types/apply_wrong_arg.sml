(* Applying a function to an argument of the wrong type. *)
fun f (n : int) = n
val x = f "s"
