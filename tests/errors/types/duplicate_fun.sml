(* A function defined twice in one `fun ... and`. *)
fun f x = x and f y = y
