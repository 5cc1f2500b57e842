(* include of an unbound signature. *)
signature S = sig include NOPE end
