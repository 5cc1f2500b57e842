(* Applying a function with an equality type variable to reals. *)
fun member (x, []) = false
  | member (x, y :: t) = x = y orelse member (x, t)
val b = member (1.0, [2.0])
