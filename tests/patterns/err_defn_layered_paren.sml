(* The left side of `as` is `<op> vid <: ty>`, not a parenthesized pattern (Definition 2.8). *)
fun f ((x) as y) = x + y
