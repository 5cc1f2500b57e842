(* An unbalanced closing parenthesis. *)
val x = (1 + 2))
