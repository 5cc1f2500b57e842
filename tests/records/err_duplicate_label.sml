(* A record expression may not repeat a label. *)
val r = {a = 1, a = 2}
