(* Many type variables are named a, b, c, d... in order. *)
fun f (a, b, c, d) = (d, c, b, a)
