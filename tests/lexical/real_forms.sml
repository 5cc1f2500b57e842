(* Real literal forms: fraction, exponent, negative exponent. *)
val a = 3.14
val b = 2e2
val c = ~1.0E~3
val d = 0.0
