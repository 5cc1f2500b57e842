(* An undeclared exception. *)
val x = raise NoSuchExn
