(* List elements of different types. *)
val l = [1, 2, "three"]
