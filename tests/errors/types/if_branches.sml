(* if branches of different types: the else branch is blamed. *)
val x = if true then 1 else "one"
