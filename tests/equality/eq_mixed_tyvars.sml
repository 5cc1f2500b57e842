(* Equality and ordinary type variables share one naming sequence. *)
fun f (x, y, z) = if x = y then z else z
fun g (z, x, y) = if x = y then z else z
