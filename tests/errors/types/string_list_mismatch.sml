(* A string list where an int list is expected. *)
fun sum (l : int list) = foldl (op +) 0 l
val s = sum ["a"]
