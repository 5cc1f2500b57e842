(* An unbound signature. *)
structure A : NOSIG = struct end
