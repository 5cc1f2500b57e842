(* A value less polymorphic than its specification. *)
signature S = sig val id : 'a -> 'a end
structure A : S = struct fun id (x : int) = x end
