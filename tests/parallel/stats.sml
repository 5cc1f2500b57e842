(* no-gc-stress: allocates 3 million lists to make collections happen *)
(* ForkJoin's and MPL.GC's statistics are the runtime's counters. *)
fun fib n = if n < 2 then n else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end
val _ = print (Int.toString (fib 20) ^ "\n")
fun garbage (0, acc) = acc | garbage (n, acc) = garbage (n - 1, List.length [n, n, n] + acc)
val _ = print (Int.toString (garbage (3000000, 0)) ^ "\n")
val ok = ForkJoin.numSpawnsSoFar () >= ForkJoin.numStealsSoFar ()
  andalso ForkJoin.numEagerSpawnsSoFar () = 0
  andalso ForkJoin.numHeartbeatsSoFar () >= ForkJoin.numSkippedHeartbeatsSoFar ()
  andalso ForkJoin.maxForkDepthSoFar () >= 0
  andalso ForkJoin.workTimeSoFar () >= 0 andalso ForkJoin.idleTimeSoFar () >= 0
  andalso MPL.GC.numLocalGCs () > 0
  andalso MPL.GC.localGCTime () >= 0
  andalso MPL.GC.localBytesReclaimed () > 0
  andalso MPL.GC.bytesInScopeForLocal () >= MPL.GC.localBytesReclaimed ()
  andalso MPL.GC.numberEntanglements () = 0
  andalso MPL.GC.numCCs () = 0
val _ = print ("statistics consistent: " ^ Bool.toString ok ^ "\n")
