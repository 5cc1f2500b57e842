(* Record labels look like identifiers; numbers are labels too. *)
val r = {value = 1, fun' = 2}
