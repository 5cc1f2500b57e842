(* A missing substructure. *)
signature S = sig structure M : sig end end
structure A : S = struct val m = 1 end
