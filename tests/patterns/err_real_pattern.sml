(* Real literals are not allowed in patterns. *)
fun f 1.0 = true
  | f _ = false
