(* ForkJoin, MPL's fork-join interface, on the parallel runtime.

   par (f, g) is the runtime's fork/join (runtime/sched/sched.c): f runs
   now; g runs after it on the same task unless an idle worker took it, in
   which case the two run in parallel.  Exceptions: as (f (), g ()) -- if
   f raises, its exception is raised (after g, if it was taken, finished);
   otherwise g's.  parform (lo, hi) f runs f lo, ..., f (hi-1) as one
   heartbeat-split loop (runtime/sched/spork.c): sequential unless a
   heartbeat splits its remaining range; if iterations raise, the lowest
   raising iteration's exception is raised.  reducem g z (lo, hi) f folds
   g (an associative operation with identity z) over f lo, ..., f (hi-1)
   left to right, in blocks (each folded from z), pieces
   split off by heartbeats folded separately and combined in order.  parfor ignores its grain (MPL compatibility): it is
   parform.  The statistics are the runtime's counters, with MPL's types
   (times are Time.time, summed over the workers). *)

signature FORK_JOIN =
sig
  val par : (unit -> 'a) * (unit -> 'b) -> 'a * 'b
  val parfor : int -> int * int -> (int -> unit) -> unit
  val parform : int * int -> (int -> unit) -> unit
  val reducem : ('a * 'a -> 'a) -> 'a -> int * int -> (int -> 'a) -> 'a
  val alloc : int -> 'a array
  val numSpawnsSoFar : unit -> int
  val numEagerSpawnsSoFar : unit -> int
  val numHeartbeatsSoFar : unit -> int
  val numSkippedHeartbeatsSoFar : unit -> int
  val numStealsSoFar : unit -> int
  val maxForkDepthSoFar : unit -> int
  val workTimeSoFar : unit -> Time.time
  val idleTimeSoFar : unit -> Time.time
end

structure ForkJoin : FORK_JOIN =
struct
  fun par (f, g) =
    (_prim "ForkJoin.par" : (unit -> 'a) * (unit -> 'b) -> 'a * 'b) (f, g)

  fun parform (lo, hi) f =
    (_prim "ForkJoin.parform" : int * int * (int -> unit) -> unit) (lo, hi, f)

  fun parfor (_ : int) (lo, hi) f = parform (lo, hi) f

  (* The runtime calls `block (i, j)` (i < j) on consecutive blocks of the
     range and folds the blocks' results into the accumulator with g.  A
     block is a plain loop, into which the optimiser inlines g and f as in
     the sequential elision: an accumulator of several fields stays in
     registers instead of a tuple per iteration. *)
  fun reducem g z (lo, hi) f =
    let
      fun block (i, j) =
        let fun loop (k, acc) = if k >= j then acc else loop (k + 1, g (acc, f k))
        in loop (i, z) end
    in
      (_prim "ForkJoin.reducem" : ('a * 'a -> 'a) * 'a * int * int * (int * int -> 'a) -> 'a)
        (g, z, lo, hi, block)
    end

  (* An array whose elements must be written before they are read; the
     runtime fills pointer elements with a harmless immediate, so the
     collector never sees garbage. *)
  fun alloc n = if n < 0 orelse n > Array.maxLen then raise Size else (_prim "Array.alloc" : int -> 'a array) n

  fun stat k = (_prim "ForkJoin.stat" : int -> int) k
  fun numSpawnsSoFar () = stat 0
  fun numEagerSpawnsSoFar () = stat 1
  fun numHeartbeatsSoFar () = stat 2
  fun numSkippedHeartbeatsSoFar () = stat 3
  fun numStealsSoFar () = stat 4
  fun maxForkDepthSoFar () = stat 5
  fun nanoseconds k = Time.fromNanoseconds (LargeInt.fromInt (stat k))
  fun workTimeSoFar () = nanoseconds 6
  fun idleTimeSoFar () = nanoseconds 7
end
