(* An unbound type in a signature. *)
signature S = sig val x : nothere end
