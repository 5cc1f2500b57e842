(* Nested case expressions need parentheses; the inner one does not steal rules. *)
fun f (a, b) =
  case a of
    NONE => 0
  | SOME x => (case b of [] => x | y :: _ => x + y)
