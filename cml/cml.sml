(* cml/cml.sml: the structures CML and RunCML (views of SkeinCMLCore),
   SyncVar (I-variables and M-variables) and Mailbox (asynchronous
   unbounded channels), with their signatures as in SML/NJ's CML. *)
structure CML : CML =
struct
  open SkeinCMLCore
  val version = {system = "Skein CML", version_id = [1, 0], date = "2026-11-29"}
  val banner = "Skein CML, version 1.0"
end

structure RunCML : RUN_CML =
struct
  val isRunning = SkeinCMLCore.isRunning
  val doit = SkeinCMLCore.doit
  val shutdown = SkeinCMLCore.shutdown
end

signature SYNC_VAR =
sig
  exception Put
  type 'a ivar
  val iVar : unit -> 'a ivar
  val iPut : 'a ivar * 'a -> unit
  val iGet : 'a ivar -> 'a
  val iGetEvt : 'a ivar -> 'a CML.event
  val iGetPoll : 'a ivar -> 'a option
  val sameIVar : 'a ivar * 'a ivar -> bool
  type 'a mvar
  val mVar : unit -> 'a mvar
  val mVarInit : 'a -> 'a mvar
  val mPut : 'a mvar * 'a -> unit
  val mTake : 'a mvar -> 'a
  val mTakeEvt : 'a mvar -> 'a CML.event
  val mTakePoll : 'a mvar -> 'a option
  val mGet : 'a mvar -> 'a
  val mGetEvt : 'a mvar -> 'a CML.event
  val mGetPoll : 'a mvar -> 'a option
  val mSwap : 'a mvar * 'a -> 'a
  val mSwapEvt : 'a mvar * 'a -> 'a CML.event
  val sameMVar : 'a mvar * 'a mvar -> bool
end

(* Every operation that changes a variable or a mailbox runs in an atomic
   section of the scheduler (core.sml, PREEMPTION).

   An ivar is written once (a second iPut raises Put) and then read by any
   number of iGets.  An mvar is a one-place buffer: mPut on a full one
   raises Put; mTake empties it, mGet reads it and leaves it full.  A put
   serves the waiting readers in order: every mGet, and takers until one
   empties it. *)
structure SyncVar : SYNC_VAR =
struct
  open SkeinCMLCore
  exception Put

  datatype 'a ivar = IV of {value : 'a option ref, waiters : (txn * ((unit -> 'a) -> unit)) list ref}
  fun iVar () = IV {value = ref NONE, waiters = ref []}
  fun iPut (IV {value, waiters}, v) =
    atomically (fn () =>
      case !value of
        SOME _ => raise Put
      | NONE => (value := SOME v; wakeAll (waiters, fn () => v); handoff ()))
  fun iGetEvt (IV {value, waiters}) =
    BEVTS [BASE {poll = fn () => isSome (!value), doit = fn () => let val v = valOf (!value) in fn () => v end,
                 block = fn (txn, k) => waiters := (txn, k) :: !waiters}]
  fun iGet iv = sync (iGetEvt iv)
  fun iGetPoll (IV {value, ...}) = !value
  fun sameIVar (IV {value = a, ...}, IV {value = b, ...}) = a = b

  datatype taking = TAKE | GET
  datatype 'a mvar = MV of {value : 'a option ref, waiters : (taking * txn * ((unit -> 'a) -> unit)) queue}
  fun mVar () = MV {value = ref NONE, waiters = newQ ()}
  fun mVarInit v = MV {value = ref (SOME v), waiters = newQ ()}
  fun mPut (MV {value, waiters}, v) =
    atomically (fn () =>
      case !value of
        SOME _ => raise Put
      | NONE =>
          let
            fun serve () =
              case deq waiters of
                NONE => ()
              | SOME (kind, txn : txn, k) =>
                  if !(#done txn) then serve ()
                  else (#done txn := true; k (fn () => v); case kind of TAKE => value := NONE | GET => serve ())
          in value := SOME v; serve (); handoff () end)
  fun mEvt kind (MV {value, waiters}) =
    BEVTS [BASE {
      poll = fn () => isSome (!value),
      doit = fn () => let val v = valOf (!value) in (case kind of TAKE => value := NONE | GET => ()); fn () => v end,
      block = fn (txn, k) => enq (waiters, (kind, txn, k))}]
  fun mTakeEvt mv = mEvt TAKE mv
  fun mGetEvt mv = mEvt GET mv
  fun mTake mv = sync (mTakeEvt mv)
  fun mGet mv = sync (mGetEvt mv)
  fun mTakePoll (MV {value, ...}) = atomically (fn () => let val v = !value in value := NONE; v end)
  fun mGetPoll (MV {value, ...}) = !value
  fun mSwapEvt (mv, new) = wrap (mTakeEvt mv, fn old => (mPut (mv, new); old))
  fun mSwap (mv, new) = sync (mSwapEvt (mv, new))
  fun sameMVar (MV {value = a, ...}, MV {value = b, ...}) = a = b
end

signature MAILBOX =
sig
  type 'a mbox
  val mailbox : unit -> 'a mbox
  val sameMailbox : 'a mbox * 'a mbox -> bool
  val send : 'a mbox * 'a -> unit
  val recv : 'a mbox -> 'a
  val recvEvt : 'a mbox -> 'a CML.event
  val recvPoll : 'a mbox -> 'a option
end

(* Messages wait in order; send never blocks. *)
structure Mailbox : MAILBOX =
struct
  open SkeinCMLCore
  datatype 'a mbox = MB of {msgs : 'a queue, receivers : (txn * ((unit -> 'a) -> unit)) queue}
  fun mailbox () = MB {msgs = newQ (), receivers = newQ ()}
  fun sameMailbox (MB {msgs = a, ...}, MB {msgs = b, ...}) = a = b
  fun send (MB {msgs, receivers}, v) =
    atomically (fn () =>
      case live1 (receivers, #1) of
        SOME (txn : txn, k) => (ignore (deq receivers); #done txn := true; k (fn () => v); handoff ())
      | NONE => enq (msgs, v))
  fun recvEvt (MB {msgs, receivers}) =
    BEVTS [BASE {
      poll = fn () => isSome (peek msgs),
      doit = fn () => let val v = valOf (deq msgs) in fn () => v end,
      block = fn (txn, k) => enq (receivers, (txn, k))}]
  fun recv mb = sync (recvEvt mb)
  fun recvPoll (MB {msgs, ...}) = atomically (fn () => deq msgs)
end
