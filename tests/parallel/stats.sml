(* no-gc-stress: allocates 3 million lists to make collections happen *)
(* ForkJoin's and MPL.GC's statistics are the runtime's counters, with
   MPL's types: counts IntInf.int (MPL.GC), durations Time.time. *)
fun fib n = if n < 2 then n else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end
val _ = print (Int.toString (fib 20) ^ "\n")
(* The lists go through a ref whose last contents are printed, so that
   the optimiser can neither fold their lengths nor make them constants. *)
val keep = ref [0]
fun garbage (0, acc) = acc | garbage (n, acc) = (keep := [n, n, n]; garbage (n - 1, List.length (!keep) + acc))
val _ = print (Int.toString (garbage (3000000, 0)) ^ " " ^ Int.toString (hd (!keep)) ^ "\n")
val ok = ForkJoin.numSpawnsSoFar () >= ForkJoin.numStealsSoFar ()
  andalso ForkJoin.numEagerSpawnsSoFar () = 0
  andalso ForkJoin.numHeartbeatsSoFar () >= ForkJoin.numSkippedHeartbeatsSoFar ()
  andalso ForkJoin.maxForkDepthSoFar () >= 0
  andalso Time.> (ForkJoin.workTimeSoFar (), Time.zeroTime)
  andalso Time.>= (ForkJoin.idleTimeSoFar (), Time.zeroTime)
  andalso MPL.GC.numLocalGCs () > 0
  andalso Time.> (MPL.GC.localGCTime (), Time.zeroTime)
  andalso Time.< (MPL.GC.localGCTime (), ForkJoin.workTimeSoFar ())
  andalso MPL.GC.promoTime () = Time.zeroTime
  andalso MPL.GC.localBytesReclaimed () > 0
  andalso MPL.GC.bytesInScopeForLocal () >= MPL.GC.localBytesReclaimed ()
  andalso MPL.GC.numberEntanglements () = 0
  andalso MPL.GC.numCCs () = 0
val _ = print ("statistics consistent: " ^ Bool.toString ok ^ "\n")
val counts : IntInf.int list =
  [MPL.GC.numLocalGCs (), MPL.GC.localBytesReclaimed (), MPL.GC.numCCs (),
   MPL.GC.numberDisentanglementChecks (), MPL.GC.bytesPinnedEntangled ()]
val _ = print ("counts are IntInf: " ^ Bool.toString (List.all (fn c => c >= 0) counts) ^ "\n")
