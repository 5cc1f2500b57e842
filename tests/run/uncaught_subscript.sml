(* An uncaught Subscript from List.nth ends the program with status 1. *)
val l = [1, 2, 3]
val _ = print (Int.toString (List.nth (l, 2)) ^ "\n")
val _ = print (Int.toString (List.nth (l, 3)) ^ "\n")
