(* Word literals: decimal and hex. *)
val a = 0w0
val b = 0w255
val c = 0wxFF
val d = 0wxab
