(* An overloaded operator resolved by a type constraint. *)
fun addr (x : real, y) = x + y
fun cmp (a : string, b) = a < b
fun abs' (x : real) = abs x
val d = 7 div 2 + 7 mod 2
