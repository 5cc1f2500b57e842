(* A top-level exception cannot have a free type variable in its argument. *)
exception E of 'a list
