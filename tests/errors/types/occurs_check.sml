(* Self-application needs a circular type. *)
fun f x = x x
