(* list takes one argument. *)
val x : (int, int) list = []
