(* An uncaught Empty from hd [] ends the program with status 1. *)
val _ = print (Int.toString (hd [4]) ^ "\n")
val _ = print (Int.toString (hd (tl [4])) ^ "\n")
