(* Two applications of a functor give distinct datatypes. *)
functor Mk (X : sig end) = struct datatype t = T end
structure A = Mk (struct end)
structure B = Mk (struct end)
val x = [A.T, B.T]
