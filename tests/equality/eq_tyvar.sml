(* Equality on a polymorphic argument gives an equality type variable. *)
fun eq (x, y) = x = y
fun member (x, []) = false
  | member (x, y :: t) = x = y orelse member (x, t)
