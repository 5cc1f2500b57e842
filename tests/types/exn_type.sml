(* exn is a type; exceptions are values of type exn. *)
val e = Fail "x"
val l = [Div, Overflow, e]
fun isDiv Div = true
  | isDiv _ = false
