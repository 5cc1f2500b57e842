(* Integer literals: decimal, hex, negative. *)
val a = 123
val b = 0x1F
val c = ~0x10
val d = ~42
val e = 0
