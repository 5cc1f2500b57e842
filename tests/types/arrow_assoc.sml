(* Arrows are right-associative; an argument arrow is parenthesised. *)
fun curry f x y = f (x, y)
fun uncurry f (x, y) = f x y
