(* An unterminated string literal. *)
val s = "abc
val t = 1
