(* An abstract type of a parameter does not admit equality. *)
functor F (X : sig type t val x : t end) = struct val b = X.x = X.x end
