(* A character literal must contain exactly one character. *)
val c = #"ab"
