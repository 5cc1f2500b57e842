(* The basis exceptions. *)
val es = [Fail "x", Empty, Option, Div, Overflow, Subscript, Size, Chr, Domain, Match, Bind]
