(* Mixing int and real in arithmetic. *)
val x = 1 + 2.0
