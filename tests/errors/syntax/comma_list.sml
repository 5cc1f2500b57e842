(* A trailing comma in a list. *)
val l = [1, 2, ]
