(* All clauses of a fun must define the same name. *)
fun f 0 = 0
  | g n = n
