(* A datatype of an opaque functor result carrying the parameter's abstract type does not admit equality, even when the argument's type does. *)
functor F (X : sig type t end) :> sig datatype d = D of X.t | E end = struct datatype d = D of X.t | E end
structure A = F (struct type t = int end)
val b = A.D 3 = A.D 3
