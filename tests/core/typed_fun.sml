(* Type constraints on function arguments and results. *)
fun f (x : real) : real = x
fun g (l : 'a list) = l
val h : int -> int = fn x => x
