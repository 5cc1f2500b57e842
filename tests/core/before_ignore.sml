(* `before` and `ignore`. *)
val x = 1 before ignore 2
val y = ignore "x"
