(* An unterminated comment. *)
val x = 1
(* this comment never ends
val y = 2
