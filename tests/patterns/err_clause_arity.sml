(* All clauses of a fun must have the same number of arguments. *)
fun f x y = x
  | f x = x
