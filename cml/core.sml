(* cml/core.sml: Concurrent ML on the runtime's coroutines (SkeinCoroutine).

   THREADS.  A CML thread is a coroutine of the task that called
   RunCML.doit; they run one at a time and switch when one blocks,
   yields, spawns (the child runs at once), hands a value to a blocked
   thread (which then runs at once: send, Mailbox.send, iPut, mPut), or
   ends, as in SML/NJ's CML; and when its time slice ends.

   PREEMPTION.  doit's time slice (default 20 ms, as SML/NJ's; SOME t with
   t <= 0: none) is enforced by the runtime (runtime/conc/preempt.c): at
   the first poll of generated code after a slice ends, it calls
   `preempted` on the running thread's stack, which yields, unless the
   thread is inside an atomic section: then the yield waits until the
   section ends (`leave`).  Every operation here that touches the
   scheduler's state (queues, channels, timers, transactions) runs in an
   atomic section (`atomically`, or `enter`/`leave`), so a preemption never
   interrupts one.  `depth` counts the running thread's nested sections; a
   switch saves it and restores it when the thread runs again (`switch`),
   so each thread has its own, and a new thread starts at 0.  User code
   runs outside them (guards, withNack functions, and wrappers: an event's
   doit returns a thunk, applied after the section, in tail position),
   except what a layer above runs inside its own (the Actor library's
   receive selectors).  The runtime does not preempt inside a
   ForkJoin.par, a parallel loop or a Region.run: switching there is not
   allowed.

   `readyQ` holds the threads that can run; the running one is in no
   queue.  When no thread can run, the scheduler waits for the earliest
   timer; with no timer either, every thread is blocked or done, and doit
   returns OS.Process.failure (RunCML.shutdown's status otherwise), as in
   SML/NJ.

   EVENTS (Reppy's protocol).  sync flattens its event into base events
   (forcing guards; each withNack gets a fresh condition), and then, in an
   atomic section, polls them, and if some are enabled runs one of them at
   once (round robin over the enabled ones, for fairness).  Otherwise it
   registers a transaction on every base event and switches away.  The
   thread that later matches one of the registrations marks the
   transaction done (the other registrations become stale and are dropped
   when found), hands over the value as a thunk, and makes the blocked
   thread ready; the thunk applies the event's wrappers when the blocked
   thread runs again, so wrappers always run in the syncing thread.  Then
   the conditions of the withNacks that were not chosen are signalled.

   Invariants: a transaction is done at most once; a registration whose
   transaction is done is never matched; every blocked thread has its
   transaction registered somewhere or is blocked on `never` forever;
   threads still blocked when doit returns are discarded. *)
structure SkeinCMLCore =
struct
  structure C = SkeinCoroutine

  (* ---- queues (two lists) ---- *)
  type 'a queue = ('a list * 'a list) ref
  fun newQ () : 'a queue = ref ([], [])
  fun enq (q : 'a queue, x) = let val (f, r) = !q in q := (f, x :: r) end
  fun deq (q : 'a queue) =
    case !q of
      (x :: f, r) => (q := (f, r); SOME x)
    | ([], []) => NONE
    | ([], r) => (q := (List.rev r, []); deq q)
  fun peek (q : 'a queue) =
    case !q of
      (x :: _, _) => SOME x
    | ([], []) => NONE
    | ([], r) => (q := (List.rev r, []); peek q)

  (* ---- threads ---- *)
  (* `props`: data a layer above CML keeps per thread (the Actor library
     keeps the thread's actor there, as an exception value so that the
     type of thread_id does not depend on it). *)
  datatype thread_id = TID of {id : int, dead : bool ref, joiners : (txn * ((unit -> unit) -> unit)) list ref, slot : int ref, props : exn option ref}
  (* a blocked thread's transaction: done once matched *)
  withtype txn = {done : bool ref, tid : thread_id, co : C.t}

  val running = ref false
  val mainCo = ref 0                  (* the context that called doit *)
  val status : OS.Process.status option ref = ref NONE
  val nextId = ref 0
  fun newTid () = (nextId := !nextId + 1; TID {id = !nextId, dead = ref false, joiners = ref [], slot = ref ~1, props = ref NONE})
  val noTid = TID {id = 0, dead = ref true, joiners = ref [], slot = ref ~1, props = ref NONE}
  val curTid = ref noTid
  val readyQ : (thread_id * C.t) queue = newQ ()

  (* ---- atomic sections (PREEMPTION) ---- *)
  val depth = ref 0       (* the running thread's nested atomic sections *)
  val pending = ref false (* a slice ended inside one: yield on leaving *)
  fun enter () = depth := !depth + 1
  (* Runs coroutine co; returns when this thread runs again, with its own
     depth back.  Switching away serves a pending preemption. *)
  fun switch co = let val d = !depth in pending := false; C.switch co; depth := d end

  (* live threads (spawned, not ended): to discard at the end of doit *)
  val live : (thread_id * C.t) option array ref = ref (Array.array (16, NONE))
  val liveCount = ref 0
  fun addLive (t as TID {slot, ...}, co) =
    (if !liveCount = Array.length (!live) then
       live := Array.tabulate (2 * !liveCount, fn i => if i < !liveCount then Array.sub (!live, i) else NONE)
     else ();
     Array.update (!live, !liveCount, SOME (t, co));
     slot := !liveCount;
     liveCount := !liveCount + 1)
  fun removeLive (TID {slot, ...}) =
    let val i = !slot
        val last = !liveCount - 1
    in
      if i < 0 then ()
      else
        (case Array.sub (!live, last) of
           SOME (moved as (TID {slot = s, ...}, _)) => (Array.update (!live, i, SOME moved); s := i)
         | NONE => ();
         Array.update (!live, last, NONE);
         liveCount := last;
         slot := ~1)
    end

  fun notRunning what = raise Fail ("CML." ^ what ^ ": CML is not running (call it inside RunCML.doit)")

  (* Threads woken by the operation in progress (newest first): `settle`
     queues them; `handoff` (an operation that handed a value to a blocked
     thread: send, Mailbox.send, iPut, mPut) runs the first at once and
     queues the current thread, then the others, as SML/NJ's CML does. *)
  val woken : (thread_id * C.t) list ref = ref []
  fun ready (txn : txn) = woken := (#tid txn, #co txn) :: !woken
  fun settle () = (List.app (fn x => enq (readyQ, x)) (List.rev (!woken)); woken := [])
  fun handoff () =
    case List.rev (!woken) of
      [] => ()
    | (tid, co) :: rest =>
        (woken := [];
         enq (readyQ, (!curTid, C.current ()));
         List.app (fn x => enq (readyQ, x)) rest;
         curTid := tid;
         switch co)

  (* ---- timers: (deadline, transaction, continuation), by deadline ---- *)
  val timers : (Time.time * txn * ((unit -> unit) -> unit)) list ref = ref []
  fun addTimer (t, txn, k) =
    let fun ins [] = [(t, txn, k)]
          | ins ((e as (u, _, _)) :: rest) = if Time.< (t, u) then (t, txn, k) :: e :: rest else e :: ins rest
    in timers := ins (!timers) end
  fun fireTimers () =
    case !timers of
      [] => ()
    | _ =>
        let val now = Time.now ()
            fun go ((e as (u, txn : txn, k)) :: rest) =
                  if !(#done txn) then go rest
                  else if Time.<= (u, now) then (#done txn := true; k (fn () => ()); go rest)
                  else e :: rest
              | go [] = []
        in timers := go (!timers) end

  (* Runs the next ready thread by `go` (switch, or exit for an ending
     thread); with none, waits for a timer, or returns control to doit. *)
  fun dispatchBy (go : C.t -> unit) =
    (fireTimers ();
     settle ();
     case deq readyQ of
       SOME (tid, co) => (curTid := tid; go co)
     | NONE =>
         (* timers whose transaction is done (another event won) must not
            make the scheduler sleep *)
         case (timers := List.filter (fn (_, txn : txn, _) => not (!(#done txn))) (!timers); !timers) of
           (u, _, _) :: _ =>
             (OS.Process.sleep (Time.- (u, Time.now ())) handle Time.Time => ();
              dispatchBy go)
         | [] => (curTid := noTid; go (!mainCo)))
  fun dispatch () = dispatchBy switch

  (* Leaves an atomic section; leaving the outermost one with a preemption
     pending yields. *)
  fun leave () =
    (depth := !depth - 1;
     if !depth = 0 andalso !pending andalso !running then (pending := false; yieldNow ()) else ())
  and yieldNow () = (enter (); enq (readyQ, (!curTid, C.current ())); dispatch (); leave ())
  (* Leaves an atomic section that an exception unwinds: no yield there. *)
  fun abandon () = depth := !depth - 1
  fun atomically f = (enter (); (f () handle e => (abandon (); raise e)) before leave ())
  (* The runtime's time-slice handler (C.preempt): must not raise. *)
  fun preempted () =
    if !depth > 0 then pending := true
    else if !running then yieldNow () handle _ => ()
    else ()

  (* ---- events ---- *)
  (* A base event: whether it can fire now; firing it now (the scheduler's
     part, in the sync's atomic section: it returns a thunk that computes
     the value, with the wrappers, after the section); registering a
     blocked transaction with the continuation that receives that thunk. *)
  datatype 'a base = BASE of {poll : unit -> bool, doit : unit -> unit -> 'a, block : txn * ((unit -> 'a) -> unit) -> unit}

  (* A nack condition (also thread death): set once; waiters are woken. *)
  type cond = {set : bool ref, waiters : (txn * ((unit -> unit) -> unit)) list ref}

  datatype 'a event
    = BEVTS of 'a base list
    | CHOICE of 'a event list
    | GUARD of unit -> 'a event
    | NACK of unit event -> 'a event

  (* Waiters are woken newest first (as SML/NJ's CML does). *)
  fun wakeAll (waiters : (txn * ((unit -> 'a) -> unit)) list ref, v : unit -> 'a) =
    let val ws = !waiters
    in waiters := []; List.app (fn (txn : txn, k) => if !(#done txn) then () else (#done txn := true; k v)) ws end

  fun signal ({set, waiters} : cond) = if !set then () else (set := true; wakeAll (waiters, fn () => ()))
  fun condBase ({set, waiters} : cond) =
    BASE {poll = fn () => !set, doit = fn () => fn () => (), block = fn (txn, k) => waiters := (txn, k) :: !waiters}

  fun wrapBase f (BASE {poll, doit, block}) =
    BASE {poll = poll, doit = fn () => let val th = doit () in fn () => f (th ()) end, block = fn (txn, k) => block (txn, fn th => k (fn () => f (th ())))}
  fun wrapHandlerBase h (BASE {poll, doit, block}) =
    BASE {poll = poll, doit = fn () => let val th = doit () in fn () => th () handle e => h e end, block = fn (txn, k) => block (txn, fn th => k (fn () => th () handle e => h e))}
  fun mapEvent (fb : 'a base -> 'b base) (ev : 'a event) : 'b event =
    case ev of
      BEVTS bs => BEVTS (List.map fb bs)
    | CHOICE evs => CHOICE (List.map (mapEvent fb) evs)
    | GUARD g => GUARD (fn () => mapEvent fb (g ()))
    | NACK f => NACK (fn n => mapEvent fb (f n))

  val never = BEVTS []
  fun alwaysEvt v = BEVTS [BASE {poll = fn () => true, doit = fn () => fn () => v, block = fn _ => ()}]
  fun wrap (ev, f) = mapEvent (wrapBase f) ev
  fun wrapHandler (ev, h) = mapEvent (wrapHandlerBase h) ev
  fun guard g = GUARD g
  fun withNack f = NACK f
  fun choose evs = CHOICE evs

  (* The base events of ev in order, each with the nack conditions it is
     under; and all the conditions made (in the order made). *)
  fun flatten (ev : 'a event) =
    let
      val conds : cond list ref = ref []
      fun go (ev, under, acc) =
        case ev of
          BEVTS bs => List.foldl (fn (b, acc) => (b, under) :: acc) acc bs
        | CHOICE evs => List.foldl (fn (e, acc) => go (e, under, acc)) acc evs
        | GUARD g => go (g (), under, acc)
        | NACK f =>
            let val c = {set = ref false, waiters = ref []}
            in conds := c :: !conds; go (f (BEVTS [condBase c]), c :: under, acc) end
      val bases = List.rev (go (ev, [], []))
    in (bases, List.rev (!conds)) end

  fun signalOthers (conds : cond list, chosen : cond list) =
    List.app (fn c => if List.exists (fn d => #set d = #set c) chosen then () else signal c) conds

  val fairness = ref 0
  (* The atomic part of sync: the thunk that gives the event's value. *)
  fun syncBases (bases, conds) : unit -> 'a =
    let
      val enabled = List.filter (fn (BASE {poll, ...}, _) => poll ()) bases
    in
      case enabled of
        _ :: _ =>
          let
            val () = fairness := !fairness + 1
            val (BASE {doit, ...}, under) = List.nth (enabled, !fairness mod List.length enabled)
          in
            signalOthers (conds, under);
            doit () before settle ()
          end
      | [] =>
          let
            val () = if !running then () else notRunning "sync"
            val result : (unit -> 'a) option ref = ref NONE
            val txn = {done = ref false, tid = !curTid, co = C.current ()}
            fun register (BASE {block, ...}, under) =
              block (txn, fn th => (result := SOME th; ready txn; signalOthers (conds, under)))
          in
            List.app register bases;
            dispatch ();
            case !result of
              SOME th => th
            | NONE => raise Fail "CML.sync: resumed without a value"
          end
    end
  fun sync (ev : 'a event) : 'a =
    let
      val (bases, conds) = flatten ev
      val () = enter ()
      val th = syncBases (bases, conds) handle e => (abandon (); raise e)
    in
      leave (); th ()
    end
  fun select evs = sync (CHOICE evs)

  (* ---- threads ---- *)
  fun getTid () = !curTid
  fun sameTid (TID a, TID b) = #id a = #id b
  fun compareTid (TID a, TID b) = Int.compare (#id a, #id b)
  fun hashTid (TID {id, ...}) = Word.fromInt id
  fun tidToString (TID {id, ...}) = "[" ^ StringCvt.padLeft #"0" 4 (Int.toString id) ^ "]"

  fun exitThread () : 'a =
    let val me as TID {dead, joiners, ...} = !curTid
    in
      enter ();
      dead := true;
      wakeAll (joiners, fn () => ());
      removeLive me;
      dispatchBy C.exit;
      raise Fail "CML.exit: an ended thread ran again"
    end

  fun newThread f =
    let
      val () = if !running then () else notRunning "spawn"
      val tid = newTid ()
      fun body () =
        (depth := 0;
         f () handle e =>
           TextIO.output (TextIO.stdErr, "CML: thread " ^ tidToString tid ^ " ended by an uncaught exception: " ^ General.exnMessage e ^ "\n");
         exitThread ())
      val co = C.new body
    in
      addLive (tid, co); (tid, co)
    end
  (* The child runs at once; the parent waits in the ready queue. *)
  fun spawn f =
    atomically (fn () =>
      let val (tid, co) = newThread f
      in enq (readyQ, (!curTid, C.current ())); curTid := tid; switch co; tid end)
  fun spawnc f x = spawn (fn () => f x)
  fun exit () = if !running then exitThread () else notRunning "exit"
  fun yield () = if !running then atomically yieldNow else ()
  fun joinEvt (TID {dead, joiners, ...}) = BEVTS [condBase {set = dead, waiters = joiners}]

  (* ---- channels ---- *)
  datatype 'a chan = CHAN of {id : int, sendq : (txn * 'a * ((unit -> unit) -> unit)) queue, recvq : (txn * ((unit -> 'a) -> unit)) queue}
  val nextChan = ref 0
  fun channel () = atomically (fn () => (nextChan := !nextChan + 1; CHAN {id = !nextChan, sendq = newQ (), recvq = newQ ()}))
  fun sameChannel (CHAN a, CHAN b) = #id a = #id b

  (* The first entry of q whose transaction is not done (stale ones go). *)
  fun live1 (q, txnOf) =
    case peek q of
      NONE => NONE
    | SOME e => if !(#done (txnOf e : txn)) then (ignore (deq q); live1 (q, txnOf)) else SOME e

  fun sendEvt (CHAN {sendq, recvq, ...}, v) =
    BEVTS [BASE {
      poll = fn () => isSome (live1 (recvq, #1)),
      doit = fn () =>
        case deq recvq of
          SOME (txn : txn, k) => (#done txn := true; k (fn () => v); handoff (); fn () => ())
        | NONE => raise Fail "CML.send: no receiver",
      block = fn (txn, k) => enq (sendq, (txn, v, k))}]
  fun recvEvt (CHAN {sendq, recvq, ...}) =
    BEVTS [BASE {
      poll = fn () => isSome (live1 (sendq, #1)),
      doit = fn () =>
        case deq sendq of
          SOME (txn : txn, v, k) => (#done txn := true; k (fn () => ()); fn () => v)
        | NONE => raise Fail "CML.recv: no sender",
      block = fn (txn, k) => enq (recvq, (txn, k))}]
  fun send (ch, v) = sync (sendEvt (ch, v))
  fun recv ch = sync (recvEvt ch)
  fun sendPoll (ch as CHAN {recvq, ...}, v) =
    atomically (fn () => isSome (live1 (recvq, #1)) andalso (sync (sendEvt (ch, v)); true))
  fun recvPoll (ch as CHAN {sendq, ...}) =
    atomically (fn () => if isSome (live1 (sendq, #1)) then SOME (sync (recvEvt ch)) else NONE)

  (* ---- time ---- *)
  fun atTimeEvt t =
    BEVTS [BASE {
      poll = fn () => Time.<= (t, Time.now ()),
      doit = fn () => fn () => (),
      block = fn (txn, k) => addTimer (t, txn, k)}]
  fun timeOutEvt d =
    GUARD (fn () =>
      if Time.<= (d, Time.zeroTime) then alwaysEvt ()
      else atTimeEvt (Time.+ (Time.now (), d)))

  (* ---- RunCML ---- *)
  fun isRunning () = !running
  fun reset () =
    (readyQ := ([], []); timers := []; curTid := noTid; woken := [];
     live := Array.array (16, NONE); liveCount := 0; depth := 0; pending := false)
  (* The time slice in microseconds (0: no preemption). *)
  fun sliceMicros NONE = 20000
    | sliceMicros (SOME t) =
        if Time.<= (t, Time.zeroTime) then 0
        else Int.max (100, Int.fromLarge (LargeInt.min (Time.toMicroseconds t, 1000000000)))
  fun doit (f : unit -> unit, slice : Time.time option) : OS.Process.status =
    if !running then raise Fail "RunCML.doit: CML is already running"
    else
      let
        val () = (running := true; status := NONE; mainCo := C.current (); depth := 1; pending := false)
        val () = enq (readyQ, newThread f)
        val () = C.preempt (preempted, sliceMicros slice)
        val () = dispatch ()
        val () = C.preempt (fn () => (), 0)
        val left = List.tabulate (!liveCount, fn i => Array.sub (!live, i))
      in
        running := false;
        List.app (fn SOME (_, co) => C.discard co | NONE => ()) left;
        reset ();
        getOpt (!status, OS.Process.failure)
      end
  (* The calling thread ends, and doit returns once the threads that are
     ready now have had their turn (as SML/NJ's CML does). *)
  fun shutdown st =
    if !running then (enter (); status := SOME st; enq (readyQ, (noTid, !mainCo)); exitThread ())
    else raise Fail "RunCML.shutdown: CML is not running"
end
