(* An unbound type constructor. *)
val x : foo = 1
