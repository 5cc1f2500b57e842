(* An unbound functor. *)
structure R = NoSuchFunctor (struct end)
