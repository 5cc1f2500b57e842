(* A thread (MLton.Thread, which CML is built on) made inside a Region.run
   and still suspended when it returns would keep pointers into the freed
   region: the runtime stops the program with a clear message
   (runtime/conc/coroutine.c, coroutines_region_exit) and status 1.  A
   CML RunCML.doit inside a region is fine: it drops the threads left
   blocked when it returns. *)
val () = print "before\n"
val ch : int CML.chan = CML.channel ()
val n = Region.run (fn () =>
  let val _ = RunCML.doit (fn () => ignore (CML.spawn (fn () => ignore (CML.recv ch))), NONE)
  in 1 end)
val () = print ("after doit " ^ Int.toString n ^ "\n")
val t = Region.run (fn () => let val msg = "made in the region" in MLton.Thread.new (fn () => print msg) end)
val () = print "not reached\n"
