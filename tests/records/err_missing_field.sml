(* A record type mismatch: a missing field. *)
fun f (r : {a : int, b : int}) = #a r
val x = f {a = 1}
