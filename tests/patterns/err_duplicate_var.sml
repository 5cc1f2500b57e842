(* A variable may occur only once in a pattern. *)
fun f (x, x) = x
