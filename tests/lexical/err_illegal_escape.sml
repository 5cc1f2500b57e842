(* An illegal escape sequence in a string. *)
val s = "bad \q escape"
