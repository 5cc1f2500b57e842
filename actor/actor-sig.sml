(* actor/actor-sig.sml: the signature of Skein's actors (README.md). *)
signature ACTOR =
sig
  (* An actor's address, typed by the messages its mailbox holds.  Pids
     can be copied, stored and sent in messages; only the actor itself may
     receive from its mailbox. *)
  type 'msg pid
  (* The untyped identity of an actor: for comparisons, printing, and the
     exit signals of links. *)
  eqtype actor_id

  (* Why an actor ended: its body returned (Normal), it was killed
     (Killed, or the reason of a linked actor that ended abnormally), or
     an exception escaped its body (Error). *)
  datatype reason = Normal | Killed | Error of exn
  val reasonToString : reason -> string

  (* Runs `main` as an actor, and returns once no actor or CML thread can
     run any more: OS.Process.success if main ended Normal, failure
     otherwise.  Actors may also be spawned inside RunCML.doit. *)
  val run : ('msg pid -> unit) -> OS.Process.status

  (* The body runs at once (as CML.spawn's child does) with its own pid;
     the caller waits in the ready queue.  spawnLink also links the new
     actor with the calling one before it runs. *)
  val spawn : ('msg pid -> unit) -> 'msg pid
  val spawnLink : ('msg pid -> unit) -> 'msg pid

  (* Asynchronous: appends to the mailbox, never blocks and never switches
     threads (legal inside Region.run and a serve handler).  A message to
     an actor that has ended is dropped. *)
  val send : 'msg pid * 'msg -> unit

  (* Selective receive, by the actor that owns the pid (else Fail): takes
     the OLDEST message for which the selector returns SOME, leaving the
     others queued in order, and blocks until there is one.  receiveTimeout
     gives up (NONE) after the given time; a zero time only polls. *)
  val receive : 'msg pid -> ('msg -> 'r option) -> 'r
  val receiveAny : 'msg pid -> 'msg
  val receiveTimeout : 'msg pid -> Time.time -> ('msg -> 'r option) -> 'r option

  (* Lets the other ready actors and threads run. *)
  val yield : unit -> unit
  (* The calling actor ends with this reason (an exception that handlers
     may catch, as Erlang's exit/1). *)
  val exit : reason -> 'a
  (* The actor ends at once with Killed (it cannot trap that); its links
     and monitors are told.  Killing an ended actor does nothing. *)
  val kill : 'msg pid -> unit

  val self : unit -> actor_id
  val id : 'msg pid -> actor_id
  val idToString : actor_id -> string
  val samePid : 'msg pid * 'msg pid -> bool
  val isAlive : 'msg pid -> bool

  (* Links are symmetric.  When a linked actor ends with a reason other
     than Normal, the other ends with the same reason, unless it traps
     exits: then it receives the conversion of (ended actor, reason) as an
     ordinary message, Normal ends included.  Linking to an actor that has
     already ended acts as if it ended now. *)
  val link : 'msg pid -> unit
  val unlink : 'msg pid -> unit
  (* By the actor that owns the pid (else Fail). *)
  val trapExits : 'msg pid * (actor_id * reason -> 'msg) -> unit

  (* monitor target (watcher, down): when target ends (or at once if it has
     ended), down reason is sent to watcher.  Once. *)
  type monitor_ref
  val monitor : 'a pid -> 'msg pid * (reason -> 'msg) -> monitor_ref
  val demonitor : monitor_ref -> unit

  (* Names are typed values: name s makes a fresh one.  register raises
     Fail when the string is registered already (by any name) or the actor
     has ended; whereis finds the pid registered under this name VALUE
     (so its type is right); a name is unregistered when its actor ends. *)
  type 'msg name
  val name : string -> 'msg name
  val nameToString : 'msg name -> string
  val register : 'msg name * 'msg pid -> unit
  val unregister : 'msg name -> unit
  val whereis : 'msg name -> 'msg pid option

  (* serve init handle me: the body of a server actor.  It receives each
     message (oldest first) outside any region and then runs
     handle (me, state, msg) inside Region.run, so that the garbage of
     each message is freed in one step when it returns; only the new state
     and what the handler stores outward (sends included) survive.  The
     handler may send, but not receive, spawn or block (Fail); it ends the
     actor by raising (exit Normal, say).  spawnServer init handle =
     spawn (serve init handle). *)
  val serve : 'state -> ('msg pid * 'state * 'msg -> 'state) -> 'msg pid -> 'a
  val spawnServer : 'state -> ('msg pid * 'state * 'msg -> 'state) -> 'msg pid
end
