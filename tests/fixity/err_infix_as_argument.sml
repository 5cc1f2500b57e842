(* Passing an infix operator as an argument needs `op`. *)
val l = foldl + 0 [1, 2]
