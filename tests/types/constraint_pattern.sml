(* Type constraints in patterns and expressions. *)
val (x : int, y) = (1, "s")
val z = ([] : int list)
fun f (l : 'a list, n : int) = (l, n)
