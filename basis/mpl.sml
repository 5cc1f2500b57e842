(* MPL's structure MPL.GC: the runtime's collector and entanglement
   counters (runtime/sched/sched.c, sk_stat), with MPL's types: counts are
   IntInf.int and durations Time.time.  bytesPinnedEntangled is the bytes
   of objects pinned by entanglement now, its watermark the most at once.
   Mechanisms the runtime does not have (concurrent collection of internal
   heaps, heartbeat stack walks, promotion timing) report 0. *)
signature MPL_GC =
sig
  val numLocalGCs : unit -> IntInf.int
  val localGCTime : unit -> Time.time
  val localBytesReclaimed : unit -> IntInf.int
  val promoTime : unit -> Time.time
  val numCCs : unit -> IntInf.int
  val ccTime : unit -> Time.time
  val ccBytesReclaimed : unit -> IntInf.int
  val internalBytesReclaimed : unit -> IntInf.int
  val bytesInScopeForLocal : unit -> IntInf.int
  val bytesInScopeForCC : unit -> IntInf.int
  val numberEntanglements : unit -> IntInf.int
  val numberDisentanglementChecks : unit -> IntInf.int
  val numberSuspectsMarked : unit -> IntInf.int
  val bytesPinnedEntangled : unit -> IntInf.int
  val bytesPinnedEntangledWatermark : unit -> IntInf.int
  val maxStackSizeForHeartbeat : unit -> IntInf.int
  val maxStackFramesWalkedForHeartbeat : unit -> IntInf.int
end

structure MPL =
struct
  open MPL (* MPL.File, mpl-file.sml *)
  structure GC : MPL_GC =
  struct
    fun stat k = IntInf.fromInt ((_prim "ForkJoin.stat" : int -> int) k)
    fun nanoseconds k = Time.fromNanoseconds (stat k)
    fun none () : IntInf.int = 0
    fun noTime () = Time.zeroTime
    fun numLocalGCs () = stat 8
    fun localGCTime () = nanoseconds 9
    fun localBytesReclaimed () = stat 10
    val promoTime = noTime
    val numCCs = none
    val ccTime = noTime
    val ccBytesReclaimed = none
    val internalBytesReclaimed = none
    fun bytesInScopeForLocal () = stat 11
    val bytesInScopeForCC = none
    fun numberEntanglements () = stat 12
    fun numberDisentanglementChecks () = stat 13
    fun numberSuspectsMarked () = stat 16
    fun bytesPinnedEntangled () = stat 17
    fun bytesPinnedEntangledWatermark () = stat 18
    val maxStackSizeForHeartbeat = none
    val maxStackFramesWalkedForHeartbeat = none
  end
end
