(* Each application of a functor creates a fresh datatype, named by the result structure. *)
functor Mk (X : sig end) = struct datatype t = T of int fun get (T n) = n end
structure A = Mk (struct end)
structure B = Mk (struct end)
val a = A.T 1
val b = B.get (B.T 2)
