(* The empty record type prints as unit. *)
val u : {} = ()
val v = {}
