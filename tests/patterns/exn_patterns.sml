(* Exception constructors in patterns. *)
fun msg (Fail s) = s
  | msg Div = "div"
  | msg _ = "?"
