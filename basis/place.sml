(* Place: isolated parallel instances of the program (ARCHITECTURE 3.6,
   after Racket's places), on runtime/places/.

   `spawn f` starts a place: a copy of the program as it is at that
   moment, with heaps, workers and collector of its own, that runs
   `f c` and ends; `c` is its end of a channel whose other end is the
   place descriptor (`chan p`).  A place shares no mutable state with
   anyone: globals and refs it inherits are its own copies.  Channels are
   asynchronous (send never blocks) and deep-copy what they carry, closures
   included; a ref or array sent arrives as a new one.  Exceptions declared
   inside functions lose their identity on the way (a handler for the
   original does not catch the copy).  An endpoint has one reader and one
   writer: give each place its own channels (`channel` makes more; a place
   inherits every endpoint that exists when it is spawned).

   A place ends when f returns (status 0) or raises (status 1, after
   "unhandled exception in a place: MESSAGE" on stderr), or by
   OS.Process.exit; it is killed when the program ends.  Its memory is
   freed at once when it ends.  `spawn` may only be called from the
   program's sequential part (not inside ForkJoin.par or a parallel loop):
   elsewhere it stops the program with a message.

   SharedArray and SharedRealArray hold unboxed ints and reals that every
   place sees: element reads and writes are atomic and sequentially
   consistent, and the same array sent to another place is the same memory
   there.  Their memory is never freed. *)

signature PLACE =
sig
  (* An endpoint that sends 'out and receives 'in. *)
  type ('out, 'in) chan
  type ('out, 'in) place

  (* recv from an endpoint whose peer is gone with nothing left to read,
     or send to one. *)
  exception Closed

  val spawn : (('in, 'out) chan -> unit) -> ('out, 'in) place
  val chan : ('out, 'in) place -> ('out, 'in) chan
  val channel : unit -> ('a, 'b) chan * ('b, 'a) chan
  val send : ('out, 'in) chan * 'out -> unit
  val recv : ('out, 'in) chan -> 'in
  val recvPoll : ('out, 'in) chan -> 'in option
  (* The first message on any of the endpoints, with the endpoint's
     position in the list; endpoints whose peer is gone are skipped, and
     Closed is raised once all are.  Endpoints are tried in turn, starting
     after the one that delivered last, so none starves. *)
  val recvAny : ('out, 'in) chan list -> int * 'in
  val close : ('out, 'in) chan -> unit

  (* The place's exit status once it has ended: 0 (f returned), 1 (f
     raised), the status given to OS.Process.exit, or 128 + N when signal
     N killed it. *)
  val wait : ('out, 'in) place -> int
  val poll : ('out, 'in) place -> int option
  val kill : ('out, 'in) place -> unit

  structure SharedArray :
  sig
    type array
    val array : int * int -> array
    val length : array -> int
    val sub : array * int -> int
    val update : array * int * int -> unit
    val fetchAndAdd : array * int * int -> int
    (* compareAndSwap (a, i, old, new): the element's value before; new
       was stored when that equals old. *)
    val compareAndSwap : array * int * int * int -> int
  end

  structure SharedRealArray :
  sig
    type array
    val array : int * real -> array
    val length : array -> int
    val sub : array * int -> real
    val update : array * int * real -> unit
  end
end

structure Place :> PLACE =
struct
  exception Closed

  datatype ('out, 'in) chan = C of int
  datatype ('out, 'in) place = P of {pid : int, chan : ('out, 'in) chan, status : int option ref}

  val fork : unit -> int = fn () => (_prim "Place.fork" : unit -> int) ()
  val pair : unit -> int = fn () => (_prim "Place.channel" : unit -> int) ()
  val closeFd : int -> unit = fn fd => (_prim "Place.close" : int -> unit) fd
  fun sendBox (fd, box : 'a ref) = (_prim "Place.send" : int * 'a ref -> int) (fd, box)
  fun takeBox fd : 'a ref = (_prim "Place.take" : int -> 'a ref) fd
  val ready : int * int -> int = fn (fd, ms) => (_prim "Place.ready" : int * int -> int) (fd, ms)
  val waitPid : int -> int = fn pid => (_prim "Place.wait" : int -> int) pid
  val pollPid : int -> int = fn pid => (_prim "Place.pollExit" : int -> int) pid
  val killPid : int -> unit = fn pid => (_prim "Place.kill" : int -> unit) pid

  fun channel () =
    let
      val r = pair ()
      val () = if r < 0 then raise OS.SysErr ("Place.channel: cannot make a socket pair", NONE) else ()
    in
      (C (r div 4294967296), C (r mod 4294967296))
    end

  fun chan (P {chan, ...}) = chan

  fun send (C fd, x) = if sendBox (fd, ref x) < 0 then raise Closed else ()

  fun recv (C fd) =
    case ready (fd, 1000) of
      1 => !(takeBox fd)
    | 0 => recv (C fd)
    | _ => raise Closed

  fun recvPoll (C fd) =
    case ready (fd, 0) of
      1 => SOME (!(takeBox fd))
    | 0 => NONE
    | _ => raise Closed

  val waitAny : int array * int -> int = fn (fds, ms) => (_prim "Place.waitAny" : int array * int -> int) (fds, ms)

  (* Where recvAny starts looking next. *)
  val nextStart = ref 0

  fun recvAny chans =
    let
      val fds = Array.fromList (map (fn C fd => fd) chans)
      val n = Array.length fds
      val closed = Array.array (n, false)
      (* SOME i: a message waits on endpoint i (endpoints found closed are
         marked in `closed`). *)
      fun scan k =
        if k = n then NONE
        else
          let val i = (!nextStart + k) mod n
          in
            if Array.sub (closed, i) then scan (k + 1)
            else
              case ready (Array.sub (fds, i), 0) of
                1 => SOME i
              | 0 => scan (k + 1)
              | _ => (Array.update (closed, i, true); scan (k + 1))
          end
      fun openFds () =
        Array.fromList (Array.foldri (fn (i, fd, acc) => if Array.sub (closed, i) then acc else fd :: acc) [] fds)
      fun loop () =
        case scan 0 of
          SOME i => (nextStart := i + 1; (i, !(takeBox (Array.sub (fds, i)))))
        | NONE =>
            let val live = openFds ()
            in
              if Array.length live = 0 then raise Closed
              else (ignore (waitAny (live, 1000)); loop ())
            end
    in
      loop ()
    end

  fun close (C fd) = closeFd fd

  fun finish status = OS.Process.exit status

  fun spawn f =
    let
      val () = SkeinPlaceSupport.flushAll ()
      val (mine, theirs as C theirFd) = channel ()
      val C myFd = mine
      val pid = fork ()
    in
      if pid < 0 then
        (closeFd myFd; closeFd theirFd; raise OS.SysErr ("Place.spawn: cannot start a place", NONE))
      else if pid = 0 then
        (closeFd myFd;
         SkeinPlaceSupport.forgetExitActions ();
         ((f theirs; finish OS.Process.success)
          handle e =>
            (TextIO.output (TextIO.stdErr, "unhandled exception in a place: " ^ General.exnMessage e ^ "\n");
             finish OS.Process.failure)))
      else (closeFd theirFd; P {pid = pid, chan = mine, status = ref NONE})
    end

  fun wait (P {pid, status, ...}) =
    case !status of
      SOME s => s
    | NONE => let val s = waitPid pid in status := SOME s; s end

  fun poll (P {pid, status, ...}) =
    case !status of
      SOME s => SOME s
    | NONE =>
        let val s = pollPid pid
        in if s = ~2 then NONE else (status := SOME s; SOME s) end

  fun kill (P {pid, status, ...}) =
    case !status of
      SOME _ => ()
    | NONE => killPid pid

  fun sharedWords n =
    if n < 0 orelse n > 268435456 * 256 then raise Size
    else
      let val base = (_prim "Place.sharedAlloc" : int -> int) (8 * n)
      in if base = 0 then raise Size else base end

  (* A shared array: `len` 8-byte words at address `base`, in the mapping
     every place sees. *)
  datatype shared = S of {base : int, len : int}
  fun sharedLength (S {len, ...}) = len
  (* The base address, once i is checked to index the array. *)
  fun slot (S {base, len}, i) = if i < 0 orelse i >= len then raise Subscript else base
  (* A fresh array of n words, each set by set (a, i). *)
  fun sharedTabulate (n, set) =
    let
      val a = S {base = sharedWords n, len = n}
      fun fill i = if i >= n then () else (set (a, i); fill (i + 1))
    in
      fill 0; a
    end

  structure SharedArray =
  struct
    type array = shared
    val length = sharedLength
    fun sub (a, i) = (_prim "Place.sharedSub" : int * int -> int) (slot (a, i), i)
    fun update (a, i, x) = (_prim "Place.sharedUpdate" : int * int * int -> unit) (slot (a, i), i, x)
    fun fetchAndAdd (a, i, d) = (_prim "Place.sharedFetchAdd" : int * int * int -> int) (slot (a, i), i, d)
    fun compareAndSwap (a, i, old, new) =
      (_prim "Place.sharedCas" : int * int * int * int -> int) (slot (a, i), i, old, new)
    (* Shared memory starts zeroed: only other values are written. *)
    fun array (n, x) = sharedTabulate (n, if x = 0 then (fn _ => ()) else (fn (a, i) => update (a, i, x)))
  end

  structure SharedRealArray =
  struct
    type array = shared
    val length = sharedLength
    fun sub (a, i) = (_prim "Place.sharedSubReal" : int * int -> real) (slot (a, i), i)
    fun update (a, i, x) = (_prim "Place.sharedUpdateReal" : int * int * real -> unit) (slot (a, i), i, x)
    fun array (n, x) = sharedTabulate (n, fn (a, i) => update (a, i, x))
  end
end
