(* A raw newline inside a string is not allowed. *)
val s = "first
second"
