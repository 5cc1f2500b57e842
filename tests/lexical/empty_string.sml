(* Empty strings and one-character strings. *)
val e = ""
val s = "a"
val n = size e
