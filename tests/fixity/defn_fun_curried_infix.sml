(* The curried infix clause form `(pat vid pat) atpat ...` and `op vid`. *)
infix ++
fun (x ++ y) z = x + y + z
fun op -- (x, y) = x - y
val r = (1 ++ 2) 3
