(* An uppercase identifier applied in a pattern must be a constructor. *)
fun f (Foo x) = x
