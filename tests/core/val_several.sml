(* Several value bindings of the base types, printed in source order. *)
val i = 1
val r = 2.5
val s = "hello"
val c = #"c"
val b = true
val u = ()
val w = 0w7
