(* An unbound structure. *)
val x = Nope.x
