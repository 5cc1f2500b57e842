(* Curried function definitions. *)
fun add x y = x + y
fun k x y = x
