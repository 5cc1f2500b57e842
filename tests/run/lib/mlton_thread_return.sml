(* MLton.Thread: a thread whose function returns (it must switch away or
   exit instead) stops the program with a message and status 1. *)
val () = print "before\n"
val t = MLton.Thread.new (fn () => print "in the thread\n")
val () = MLton.Thread.switch (fn _ => MLton.Thread.prepare (t, ()))
val () = print "not reached\n"
