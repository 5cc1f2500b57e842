(* Type variable names follow first occurrence in the printed type. *)
fun swap (x, y) = (y, x)
fun pairWith x y = (y, x)
