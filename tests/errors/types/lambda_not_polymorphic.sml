(* A lambda-bound function cannot be used at two types. *)
fun f g = (g 1, g "s")
