(* A substructure specification. *)
signature S = sig structure M : sig val v : int end end
structure A : S = struct structure M = struct val v = 1 val w = 2 end end
val x = A.M.v
