(* Comments, (* nested (* deeply *) *) and across
   several lines. *)
val x = (* inline *) 1 (* after *)
(* a comment containing "a string" and ( * stars * ) *)
val y = x
