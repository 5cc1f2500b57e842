(* Nested constructor patterns. *)
fun firstSome (SOME x :: _) = SOME x
  | firstSome (NONE :: rest) = firstSome rest
  | firstSome [] = NONE
