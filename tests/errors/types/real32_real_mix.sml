(* Real32.real and real are distinct types: no implicit conversion. *)
val x : Real32.real = 1.5
val y = x + (2.0 : real)
