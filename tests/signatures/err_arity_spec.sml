(* A type with the wrong arity for its specification. *)
signature S = sig type 'a t end
structure A : S = struct type t = int end
