(* MPL's structure MPL.GC: the runtime's collector and entanglement
   counters (runtime/sched/sched.c, sk_stat).  MPL returns IntInf.int
   counts and Time.time durations; Skein's basis has neither yet, so counts
   are ints and times are ints in milliseconds.  Mechanisms the runtime
   does not have (concurrent collection of internal heaps, entanglement
   pinning, heartbeat stack walks, promotion timing) report 0. *)
signature MPL_GC =
sig
  val numLocalGCs : unit -> int
  val localGCTime : unit -> int
  val localBytesReclaimed : unit -> int
  val promoTime : unit -> int
  val numCCs : unit -> int
  val ccTime : unit -> int
  val ccBytesReclaimed : unit -> int
  val internalBytesReclaimed : unit -> int
  val bytesInScopeForLocal : unit -> int
  val bytesInScopeForCC : unit -> int
  val numberEntanglements : unit -> int
  val numberDisentanglementChecks : unit -> int
  val numberSuspectsMarked : unit -> int
  val bytesPinnedEntangled : unit -> int
  val bytesPinnedEntangledWatermark : unit -> int
  val maxStackSizeForHeartbeat : unit -> int
  val maxStackFramesWalkedForHeartbeat : unit -> int
end

structure MPL =
struct
  open MPL (* MPL.File, mpl-file.sml *)
  structure GC : MPL_GC =
  struct
    fun stat k = (_prim "ForkJoin.stat" : int -> int) k
    fun none () = 0
    fun numLocalGCs () = stat 8
    fun localGCTime () = stat 9
    fun localBytesReclaimed () = stat 10
    val promoTime = none
    val numCCs = none
    val ccTime = none
    val ccBytesReclaimed = none
    val internalBytesReclaimed = none
    fun bytesInScopeForLocal () = stat 11
    val bytesInScopeForCC = none
    fun numberEntanglements () = stat 12
    fun numberDisentanglementChecks () = stat 13
    fun numberSuspectsMarked () = stat 16
    val bytesPinnedEntangled = none
    val bytesPinnedEntangledWatermark = none
    val maxStackSizeForHeartbeat = none
    val maxStackFramesWalkedForHeartbeat = none
  end
end
