(* actor/actor.sml: Erlang-style actors on Concurrent ML's threads
   (ARCHITECTURE 3.7; API: actor-sig.sml; guide: README.md).

   ACTORS ARE CML THREADS.  Each actor is a SkeinCMLCore thread (a
   coroutine of the task that called Actor.run or RunCML.doit) whose
   thread-local slot (`props`) holds its record.  Actors are therefore
   concurrent, not parallel: they run one at a time in one task, and
   switch when one receives with nothing to take, yields, spawns (the
   child runs at once) or ends, and when a time slice ends (CML's
   preemption, cml/core.sml).  send, kill, link and monitor never switch.
   Every operation that reads and changes actors' state runs in an atomic
   section of the scheduler, so no time slice ends inside one; receive's
   selector runs inside it too (it must not block).
   Every stack is a fiber mapping of its own, so about 30000 actors can be
   alive at once (vm.max_map_count); any number can be spawned over time.

   MEMORY.  Actors share their task's heap: an actor's memory is NOT yet a
   heap of its own, collected alone and freed in one step when it dies
   (ARCHITECTURE 3.7; the next step).  What this increment gives is
   region-style reclamation per message: `serve` runs each message's
   handler inside Region.run.

   MAILBOXES.  Two lists: `front` (oldest first) and `back` (newest first,
   where send puts messages).  receive scans front, then the messages
   that arrived since; what the selector skips is appended to front in
   order, and a blocked receive rescans only the messages that arrived
   while it waited (Erlang's save pointer).

   ENDING.  `terminate` marks an actor Dead with its reason, drops its
   mailbox and names, sends its monitors' DOWN messages and then signals
   its links (kill or trap), each in the order they were made.  It runs on whichever thread caused the end, so an actor
   can be Dead while its coroutine is suspended: a blocked one is made
   ready, and every Actor operation that can switch (receive, yield,
   spawn) or end the caller (kill, link) checks on return that the caller
   is still alive and otherwise ends its thread at once, running no more of
   its code (`checkpoint`).  An actor killed while blocked in a CML
   operation ends at its next Actor operation.

   Invariants: `blocked` is SOME exactly while the actor is suspended in
   receive with its thread in no ready queue; a Dead actor is never made
   ready twice; the registry holds exactly the names of live actors. *)
structure Actor :> ACTOR =
struct
  structure K = SkeinCMLCore
  structure C = K.C

  datatype reason = Normal | Killed | Error of exn
  type actor_id = int

  datatype status = Alive | Dead of reason

  datatype actor = ACTOR of {
    id : int,
    status : status ref,
    (* while suspended in receive: its thread, and the done flag of its
       receiveTimeout timer (a fresh flag when none) *)
    blocked : (K.thread_id * C.t * bool ref) option ref,
    links : actor list ref,                       (* newest first *)
    monitors : (int * (reason -> unit)) list ref, (* newest first *)
    trap : (actor_id * reason -> unit) option ref,
    names : (string * (unit -> unit)) list ref,   (* name, unregister it *)
    dropMailbox : (unit -> unit) ref
  }

  datatype 'msg pid = PID of {actor : actor, front : 'msg list ref, back : 'msg list ref}

  datatype monitor_ref = MREF of {id : int, target : actor}

  datatype 'msg name = NAME of {str : string, cell : 'msg pid option ref}

  exception ActorOf of actor      (* a thread's `props`: its actor *)
  exception ExitWith of reason    (* raised by exit *)

  val nextId = ref 0
  fun fresh () = (nextId := !nextId + 1; !nextId)
  val registry : string list ref = ref []   (* registered names *)
  val inHandler = ref false                 (* a serve handler is running *)

  fun idToString id = "<" ^ Int.toString id ^ ">"
  fun reasonToString Normal = "normal"
    | reasonToString Killed = "killed"
    | reasonToString (Error e) = "error: " ^ General.exnMessage e
  fun warn s = TextIO.output (TextIO.stdErr, s ^ "\n")

  fun actorOf (PID {actor, ...}) = actor
  fun id (PID {actor = ACTOR r, ...}) = #id r
  fun samePid (p, q) = id p = id q
  fun isAlive (PID {actor = ACTOR {status, ...}, ...}) = (case !status of Alive => true | Dead _ => false)

  fun currentActor () =
    case K.getTid () of
      K.TID {props = ref (SOME (ActorOf a)), ...} => SOME a
    | _ => NONE

  (* The caller's thread ends here if its actor has ended meanwhile.
     Inside a serve handler (a region) the thread must not switch, so an
     exception unwinds to serve's loop, which ends it outside the region. *)
  fun checkpoint () =
    case currentActor () of
      SOME (ACTOR {status = ref (Dead reason), ...}) =>
        if !inHandler then raise ExitWith reason else K.exitThread ()
    | _ => ()

  fun wake (ACTOR {blocked, ...}) =
    case !blocked of
      SOME (tid, co, _) => (blocked := NONE; K.enq (K.readyQ, (tid, co)))
    | NONE => ()

  (* Runs a user's conversion function for a signal or DOWN message; an
     exception there must not stop the actor that is ending. *)
  fun guarded what f x =
    f x handle e => warn ("Actor: the " ^ what ^ " function raised " ^ General.exnMessage e ^ "; message dropped")

  fun sameActor (ACTOR a, ACTOR b) = #id a = #id b

  fun terminate (a as ACTOR r, reason) =
    case !(#status r) of
      Dead _ => ()
    | Alive =>
        let
          val () = #status r := Dead reason
          val () = !(#dropMailbox r) ()
          val names = !(#names r)
          val () = #names r := []
          val () = List.app (fn (_, unregister) => unregister ()) names
          val links = List.rev (!(#links r))
          val () = #links r := []
          val monitors = List.rev (!(#monitors r))
          val () = #monitors r := []
          val () = List.app (fn (_, down) => down reason) monitors
          val () = List.app (fn b as ACTOR rb =>
                               (#links rb := List.filter (fn c => not (sameActor (a, c))) (!(#links rb));
                                exitSignal (b, #id r, reason))) links
        in
          (* a suspended receive resumes only to end its thread *)
          case !(#blocked r) of
            SOME (_, _, timerDone) => (timerDone := true; wake a)
          | NONE => ()
        end
  and exitSignal (b as ACTOR rb, from, reason) =
    case (!(#status rb), !(#trap rb)) of
      (Dead _, _) => ()
    | (Alive, SOME deliver) => deliver (from, reason)
    | (Alive, NONE) => (case reason of Normal => () | _ => terminate (b, reason))

  fun notActor what = raise Fail ("Actor." ^ what ^ ": called by a thread that is not an actor")
  fun noBlocking what =
    if !inHandler then
      raise Fail ("Actor." ^ what ^ ": not allowed in a handler of Actor.serve (it runs inside Region.run and must not block or spawn)")
    else ()

  (* ---- sending and receiving ---- *)
  fun send (PID {actor = a as ACTOR {status, ...}, back, ...}, m) =
    K.atomically (fn () =>
      case !status of
        Dead _ => ()
      | Alive => (back := m :: !back; wake a))

  fun scan (sel, skipped, x :: xs) =
        (case sel x of
           SOME r => SOME (r, List.revAppend (skipped, xs))
         | NONE => scan (sel, x :: skipped, xs))
    | scan (_, _, []) = NONE

  (* The oldest message of front that sel takes. *)
  fun takeFront (front, sel) =
    case scan (sel, [], !front) of
      SOME (r, rest) => (front := rest; SOME r)
    | NONE => NONE
  (* The oldest of the messages that arrived since front was scanned; the
     others join front in order. *)
  fun takeBack (front, back, sel) =
    case !back of
      [] => NONE
    | b =>
        let val arrived = List.rev b
        in
          back := [];
          case scan (sel, [], arrived) of
            SOME (r, rest) => (front := (case !front of [] => rest | f => f @ rest); SOME r)
          | NONE => (front := (case !front of [] => arrived | f => f @ arrived); NONE)
        end

  fun owner (what, PID {actor = ACTOR r, ...}) =
    case currentActor () of
      NONE => notActor what
    | SOME (a as ACTOR c) =>
        if #id c <> #id r then
          raise Fail ("Actor." ^ what ^ ": called by actor " ^ idToString (#id c) ^ " with the pid of " ^ idToString (#id r)
                      ^ " (only an actor itself may receive from its mailbox or trap its exits)")
        else (checkpoint (); a)

  (* Suspends the calling actor until a send, a kill or its timer. *)
  fun block (ACTOR {blocked, ...}, timerDone) =
    (blocked := SOME (K.getTid (), C.current (), timerDone);
     K.dispatch ();
     checkpoint ())

  fun receive (p as PID {front, back, ...}) sel =
    K.atomically (fn () =>
    let
      val () = noBlocking "receive"
      val a = owner ("receive", p)
      fun wait () =
        case takeBack (front, back, sel) of
          SOME r => r
        | NONE => (block (a, ref false); wait ())
    in
      case takeFront (front, sel) of
        SOME r => r
      | NONE => wait ()
    end)
  fun receiveAny p = receive p SOME

  fun receiveTimeout (p as PID {front, back, ...}) t sel =
    K.atomically (fn () =>
    let
      val () = noBlocking "receiveTimeout"
      val a = owner ("receiveTimeout", p)
    in
      case takeFront (front, sel) of
        SOME r => SOME r
      | NONE =>
          case takeBack (front, back, sel) of
            SOME r => SOME r
          | NONE =>
              if Time.<= (t, Time.zeroTime) then NONE
              else
                let
                  val timedOut = ref false
                  val txn = {done = ref false, tid = K.getTid (), co = C.current ()}
                  val () = K.addTimer (Time.+ (Time.now (), t), txn, fn _ => (timedOut := true; wake a))
                  fun wait () =
                    (block (a, #done txn);
                     case takeBack (front, back, sel) of
                       SOME r => (#done txn := true; SOME r)
                     | NONE => if !timedOut then NONE else wait ())
                in
                  wait ()
                end
    end)

  (* ---- spawning and ending ---- *)
  fun spawnWith (linkTo : actor option, monitors, f : 'msg pid -> unit) : 'msg pid =
    K.atomically (fn () =>
    let
      val () = if K.isRunning () then () else raise Fail "Actor.spawn: actors run inside Actor.run (or RunCML.doit)"
      val () = noBlocking "spawn"
      val front = ref [] and back = ref []
      val dropMailbox = ref (fn () => ())
      val r = {id = fresh (), status = ref Alive, blocked = ref NONE, links = ref [], monitors = ref monitors,
               trap = ref NONE, names = ref [], dropMailbox = dropMailbox}
      val a = ACTOR r
      val pid = PID {actor = a, front = front, back = back}
      val () = dropMailbox := (fn () => (front := []; back := []))
      fun body () =
        let
          val reason =
            (checkpoint (); f pid; Normal)
            handle ExitWith reason => reason
                 | e =>
                     ((case !(#status r) of
                         Alive => warn ("Actor: actor " ^ idToString (#id r) ^ " ended by an uncaught exception: " ^ General.exnMessage e)
                       | Dead _ => ());
                      Error e)
        in
          K.enter ();
          terminate (a, reason);
          K.exitThread ()
        end
      val (tid as K.TID {props, ...}, co) = K.newThread body
      val () = props := SOME (ActorOf a)
      val () =
        case linkTo of
          SOME (b as ACTOR rb) => (#links rb := a :: !(#links rb); #links r := [b])
        | NONE => ()
    in
      K.enq (K.readyQ, (K.getTid (), C.current ()));
      K.curTid := tid;
      K.switch co;
      checkpoint ();
      pid
    end)

  fun spawn f = spawnWith (NONE, [], f)
  fun spawnLink f =
    case currentActor () of
      SOME a => spawnWith (SOME a, [], f)
    | NONE => notActor "spawnLink"

  fun yield () = (noBlocking "yield"; K.yield (); checkpoint ())

  fun exit reason =
    case currentActor () of
      SOME _ => raise ExitWith reason
    | NONE => notActor "exit"

  fun kill p = K.atomically (fn () => (terminate (actorOf p, Killed); checkpoint ()))

  fun self () =
    case currentActor () of
      SOME (ACTOR r) => #id r
    | NONE => notActor "self"

  (* ---- links and monitors ---- *)
  fun link p =
    K.atomically (fn () =>
    case currentActor () of
      NONE => notActor "link"
    | SOME (a as ACTOR ra) =>
        let val b as ACTOR rb = actorOf p
        in
          if sameActor (a, b) orelse List.exists (fn c => sameActor (b, c)) (!(#links ra)) then ()
          else
            case (!(#status ra), !(#status rb)) of
              (Alive, Alive) => (#links ra := b :: !(#links ra); #links rb := a :: !(#links rb))
            | (Alive, Dead reason) => exitSignal (a, #id rb, reason)
            | (Dead _, _) => ();
          checkpoint ()
        end)

  fun unlink p =
    K.atomically (fn () =>
    case currentActor () of
      NONE => notActor "unlink"
    | SOME (a as ACTOR ra) =>
        let val b as ACTOR rb = actorOf p
        in
          #links ra := List.filter (fn c => not (sameActor (b, c))) (!(#links ra));
          #links rb := List.filter (fn c => not (sameActor (a, c))) (!(#links rb))
        end)

  fun trapExits (p, convert) =
    let val ACTOR r = owner ("trapExits", p)
    in #trap r := SOME (fn signal => guarded "trapExits" (fn s => send (p, convert s)) signal) end
  val trapExits = fn x => K.atomically (fn () => trapExits x)

  fun monitor target (watcher, down) =
    K.atomically (fn () =>
    let
      val t as ACTOR rt = actorOf target
      val mid = fresh ()
      fun deliver reason = guarded "monitor" (fn reason => send (watcher, down reason)) reason
    in
      case !(#status rt) of
        Dead reason => deliver reason
      | Alive => #monitors rt := (mid, deliver) :: !(#monitors rt);
      MREF {id = mid, target = t}
    end)

  fun demonitor (MREF {id = mid, target = ACTOR rt}) =
    K.atomically (fn () => #monitors rt := List.filter (fn (m, _) => m <> mid) (!(#monitors rt)))

  (* ---- names ---- *)
  fun name s = NAME {str = s, cell = ref NONE}
  fun nameToString (NAME {str, ...}) = str

  fun register (NAME {str, cell}, p as PID {actor = ACTOR r, ...}) =
    K.atomically (fn () =>
    if List.exists (fn s => s = str) (!registry) then
      raise Fail ("Actor.register: the name \"" ^ str ^ "\" is already registered")
    else
      case !(#status r) of
        Dead _ => raise Fail ("Actor.register: actor " ^ idToString (#id r) ^ " has ended")
      | Alive =>
          let fun unregister () = (cell := NONE; registry := List.filter (fn s => s <> str) (!registry))
          in
            registry := str :: !registry;
            cell := SOME p;
            #names r := (str, unregister) :: !(#names r)
          end)

  fun unregister (NAME {str, cell}) =
    K.atomically (fn () =>
    case !cell of
      NONE => ()
    | SOME (PID {actor = ACTOR r, ...}) =>
        (cell := NONE;
         registry := List.filter (fn s => s <> str) (!registry);
         #names r := List.filter (fn (s, _) => s <> str) (!(#names r))))

  fun whereis (NAME {cell, ...}) = !cell

  (* ---- servers: one region per message ---- *)
  fun serve init handler me =
    let
      fun loop state =
        let
          val msg = receiveAny me
          val () = inHandler := true
          val state' = Region.run (fn () => handler (me, state, msg)) handle e => (inHandler := false; raise e)
        in
          inHandler := false;
          checkpoint ();   (* the handler may have ended its own actor *)
          loop state'
        end
    in
      loop init
    end
  fun spawnServer init handler = spawn (serve init handler)

  (* ---- running ---- *)
  fun run main =
    let
      val result = ref NONE
      val () = (registry := []; inHandler := false)
      val _ = K.doit (fn () => ignore (spawnWith (NONE, [(0, fn reason => result := SOME reason)], main)), NONE)
      val () = (registry := []; inHandler := false)
    in
      case !result of
        SOME Normal => OS.Process.success
      | SOME _ => OS.Process.failure
      | NONE => (warn "Actor.run: every actor is blocked, and the main one has not ended"; OS.Process.failure)
    end
end
