(* Real literals in several notations. *)
val a = 1.0
val b = 1E3
val c = 1.5e~2
val d = ~0.5
val e = 2.0E10
