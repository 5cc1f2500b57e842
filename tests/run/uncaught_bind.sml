(* An uncaught Bind from a failing val pattern ends the program with status 1. *)
val _ = print "binding\n"
val SOME x = Int.fromString "nope"
val _ = print "unreachable\n"
