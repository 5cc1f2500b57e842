(* An uncaught Option from valOf NONE ends the program with status 1. *)
val _ = print (Int.toString (valOf (SOME 1)) ^ "\n")
val _ = print (Int.toString (valOf (Int.fromString "x")) ^ "\n")
