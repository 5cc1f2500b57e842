(* An exception raised inside a handler is not caught by that handler and ends the program with status 1. *)
exception First and Second
val _ = print "go\n"
val _ = (raise First) handle First => (print "handling First\n"; raise Second)
val _ = print "unreachable\n"
