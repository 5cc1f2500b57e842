(* A redundant rule is only a warning. *)
fun f _ = 0
  | f 1 = 1
