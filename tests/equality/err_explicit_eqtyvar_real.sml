(* An explicit ''a annotation cannot be instantiated to real. *)
fun f (x : ''a) = x
val r = f 1.0
