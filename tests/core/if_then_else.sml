(* Conditionals. *)
fun max (a, b) = if a > b then a else b
val m = max (3, 4)
