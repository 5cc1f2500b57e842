(* Functions do not admit equality. *)
fun f (x : int) = x
val b = f = f
