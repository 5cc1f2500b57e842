(* An exception escaping a handler that does not match it, raised inside a nested let, is uncaught (status 1). *)
exception Inner
val _ = print "start\n"
val v = let val x = (let val y = raise Inner in y end) handle Div => 0 in x + 1 end
val _ = print "unreachable\n"
