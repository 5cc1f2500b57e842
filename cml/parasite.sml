(* cml/parasite.sml: parasitic threads (ARCHITECTURE 3.5, after
   MultiMLton's parasites, ../shared/seeds/parasitic-threads.txt), on
   SkeinCMLCore.

   Parasite.spawn f runs f at once, and the thread that called it (its
   host) goes on as soon as f ends or blocks: the host is put at the FRONT
   of the ready queue, not behind the threads already waiting as
   CML.spawn's parent is, so a parasite costs its host no scheduler round
   trip.  A parasite that blocks is an ordinary CML thread from then on
   (its stack is a pooled coroutine stack from the start, so becoming one
   costs nothing more).

   aSend and aRecv are the parasites that need no stack at all, and so
   are the ones a program makes by the million:
   - aSend (c, v) hands v to a receiver blocked on c, if there is one (it
     becomes ready; the sender goes on), or else leaves v in c's queue of
     senders as a plain record, with nothing to resume: a blocked aSend
     costs a few words, not a thread.  Receivers take values in the order
     they were sent, synchronous sends and aSends alike.
   - aRecv (c, f) takes a value waiting on c and runs f on it as a
     parasite, or else leaves f in c's queue of receivers; the sender that
     later matches it makes a thread of f v ready (it runs after the
     sender's operation, as a woken thread does).
   aSendEvt (c, v) is the event that initiates aSend (c, v): always
   enabled, so in a choice it means "send without waiting".

   Each operation runs in an atomic section of the scheduler (core.sml,
   PREEMPTION).

   Invariants: a blocked aSend or aRecv has its own transaction, done once
   matched, and no coroutine (`co` is the host's, never switched to by
   the matcher, whose continuation does not resume anything). *)
signature PARASITE =
sig
  val spawn : (unit -> unit) -> unit
  val aSend : 'a CML.chan * 'a -> unit
  val aRecv : 'a CML.chan * ('a -> unit) -> unit
  val aSendEvt : 'a CML.chan * 'a -> unit CML.event
end

structure Parasite :> PARASITE =
struct
  open SkeinCMLCore

  fun enqFront (q : 'a queue, x) = let val (f, r) = !q in q := (x :: f, r) end

  fun spawn f =
    atomically (fn () =>
      let val (tid, co) = newThread f
      in enqFront (readyQ, (!curTid, C.current ())); curTid := tid; switch co end)

  (* A transaction of its own, never resumed: the matcher marks it done
     and calls a continuation that resumes nothing. *)
  fun detached () : txn = {done = ref false, tid = !curTid, co = C.current ()}

  (* The first live entry of q, taken out of it. *)
  fun take (q, txnOf) = case live1 (q, txnOf) of SOME e => (ignore (deq q); SOME e) | NONE => NONE

  fun aSend (CHAN {sendq, recvq, ...}, v) =
    if not (!running) then notRunning "Parasite.aSend"
    else
      atomically (fn () =>
        case take (recvq, #1) of
          SOME (txn : txn, k) => (#done txn := true; k (fn () => v); settle ())
        | NONE => enq (sendq, (detached (), v, fn _ => ())))

  fun aRecv (CHAN {sendq, recvq, ...}, f) =
    if not (!running) then notRunning "Parasite.aRecv"
    else
      atomically (fn () =>
      case take (sendq, #1) of
        SOME (txn : txn, v, k) => (#done txn := true; k (fn () => ()); settle (); spawn (fn () => f v))
      | NONE =>
          let
            (* run by the matching sender, inside its operation: queue f v
               as a woken thread *)
            fun deliver th =
              let val v = th ()
                  val (tid, co) = newThread (fn () => f v)
              in woken := (tid, co) :: !woken end
          in enq (recvq, (detached (), deliver)) end)

  fun aSendEvt (c, v) = BEVTS [BASE {poll = fn () => true, doit = fn () => (aSend (c, v); fn () => ()), block = fn _ => ()}]
end
