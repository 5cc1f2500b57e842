(* A function defined by several clauses. *)
fun len [] = 0
  | len (_ :: t) = 1 + len t
