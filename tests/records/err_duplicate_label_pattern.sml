(* A record pattern may not repeat a label. *)
fun f {a = x, a = y} = x
