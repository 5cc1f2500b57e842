(* MLton.Signal and MLton.Itimer (MLton's MLTON_SIGNAL and MLTON_ITIMER).
   Seen by mlton.sml only, as SkeinMLtonSignal and SkeinMLtonItimer.

   Handlers run at a safe point, never inside the C signal handler: the
   runtime (runtime/signals.c) records a caught signal and raises the main
   task's heartbeat flag; the main task's next poll calls `dispatch`
   below (registered with the primitive MLton.Signal.setDispatcher, whose
   presence makes the program poll), which runs the handlers of the
   pending signals.  A `simple f` handler calls f (); a `handler f` one
   suspends the running thread t, calls f with t's Runnable.t and runs the
   thread f returns (MLton.Thread.switch; refused inside ForkJoin.par,
   as every switch is).  An exception a handler raises ends the program
   through MLton's top-level handler.  Masks and sigsuspend go through
   _import of the runtime's sk_signal_* functions; the mask is the main
   thread's.  Itimer.set calls setitimer(2) on a struct itimerval built in
   C memory with MLton.Pointer.  Signals Skein's runtime uses itself
   (SIGSEGV for stack overflow, runtime/errors.c) should not be handled. *)

signature MLTON_ITIMER =
sig
  datatype t = Prof | Real | Virtual
  val set : t * {interval : Time.time, value : Time.time} -> unit
  val signal : t -> Posix.Signal.signal
end

signature MLTON_SIGNAL =
sig
  type t = Posix.Signal.signal
  type signal = t
  structure Handler :
  sig
    type t
    val default : t
    val handler : (SkeinMLtonThread.Runnable.t -> SkeinMLtonThread.Runnable.t) -> t
    val ignore : t
    val isDefault : t -> bool
    val isIgnore : t -> bool
    val simple : (unit -> unit) -> t
  end
  structure Mask :
  sig
    type t
    val all : t
    val allBut : signal list -> t
    val block : t -> unit
    val getBlocked : unit -> t
    val isMember : t * signal -> bool
    val none : t
    val setBlocked : t -> unit
    val some : signal list -> t
    val unblock : t -> unit
  end
  val getHandler : t -> Handler.t
  val handled : unit -> Mask.t
  val prof : t
  val restart : bool ref
  val setHandler : t * Handler.t -> unit
  val suspend : Mask.t -> unit
  val vtalrm : t
end

structure SkeinMLtonSignal : MLTON_SIGNAL =
struct
  type t = Posix.Signal.signal
  type signal = t
  val cSet = _import "sk_signal_set" : int * int -> int;
  val cTake = _import "sk_signal_take" : unit -> int;
  val cMask = _import "sk_signal_mask" : int * int array * int * int -> int;
  val cBlocked = _import "sk_signal_blocked" : int -> int;
  val cSuspend = _import "sk_signal_suspend" : int array * int * int -> unit;

  fun toInt (s : t) = SysWord.toInt (Posix.Signal.toWord s)
  fun fromInt i : t = Posix.Signal.fromWord (SysWord.fromInt i)
  (* Linux's numbers, the same on x86-64 and aarch64. *)
  val vtalrm = fromInt 26
  val prof = fromInt 27
  val maxSignal = 64

  fun check r = if r >= 0 then r else raise OS.SysErr (OS.errorMsg (~r), SOME (~r))

  structure Handler =
  struct
    datatype t = Default | Ignore | Simple of unit -> unit
               | Handler of SkeinMLtonThread.Runnable.t -> SkeinMLtonThread.Runnable.t
    val default = Default
    val ignore = Ignore
    val simple = Simple
    val handler = Handler
    fun isDefault Default = true | isDefault _ = false
    fun isIgnore Ignore = true | isIgnore _ = false
  end

  structure Mask =
  struct
    (* All but, or just, these signals. *)
    datatype t = AllBut of signal list | Some of signal list
    val all = AllBut []
    val none = Some []
    val allBut = AllBut
    val some = Some
    fun isMember (AllBut l, s) = not (List.exists (fn x => x = s) l)
      | isMember (Some l, s) = List.exists (fn x => x = s) l
    fun args (AllBut l) = (Array.fromList (map toInt l), length l, 1)
      | args (Some l) = (Array.fromList (map toInt l), length l, 0)
    fun apply how m = let val (a, n, all) = args m in ignore (check (cMask (how, a, n, all))) end
    val block = apply 0
    val unblock = apply 1
    val setBlocked = apply 2
    fun getBlocked () =
      Some (List.mapPartial (fn i => if cBlocked i = 1 then SOME (fromInt i) else NONE)
                            (List.tabulate (maxSignal - 1, fn i => i + 1)))
  end

  val restart = ref true
  val handlers : (int * Handler.t) list ref = ref []

  fun getHandler s =
    case List.find (fn (i, _) => i = toInt s) (!handlers) of
      SOME (_, h) => h
    | NONE => Handler.Default

  fun handled () =
    Mask.Some (List.mapPartial (fn (i, Handler.Simple _) => SOME (fromInt i)
                                 | (i, Handler.Handler _) => SOME (fromInt i)
                                 | _ => NONE) (!handlers))

  fun run s =
    case getHandler (fromInt s) of
      Handler.Simple f => f ()
    | Handler.Handler f => SkeinMLtonThread.switch (fn t => f (SkeinMLtonThread.prepare (t, ())))
    | _ => ()

  fun dispatch () =
    let val s = cTake ()
    in if s = 0 then () else (run s; dispatch ()) end
    handle e => SkeinMLtonSys.Exn.topLevelHandler e

  val installed = ref false

  fun setHandler (s, h) =
    let
      val i = toInt s
      val mode = (case h of Handler.Default => 0 | Handler.Ignore => 1 | _ => 2) + (if !restart then 4 else 0)
    in
      if !installed then ()
      else (installed := true; (_prim "MLton.Signal.setDispatcher" : (unit -> unit) -> unit) dispatch);
      handlers := (i, h) :: List.filter (fn (j, _) => j <> i) (!handlers);
      ignore (check (cSet (i, mode)))
    end

  fun suspend m = let val (a, n, all) = Mask.args m in cSuspend (a, n, all) end
end

structure SkeinMLtonItimer : MLTON_ITIMER =
struct
  datatype t = Prof | Real | Virtual
  fun signal Prof = SkeinMLtonSignal.prof
    | signal Real = Posix.Signal.alrm
    | signal Virtual = SkeinMLtonSignal.vtalrm
  val malloc = SkeinMLtonLibc.malloc
  val free = SkeinMLtonLibc.free
  val setitimer = _import "setitimer" : Int32.int * SkeinMLtonPointer.t * SkeinMLtonPointer.t -> Int32.int;
  fun set (which, {interval, value}) =
    let
      val p = malloc 0w32
      fun put (k, t) =
        let val us = Time.toMicroseconds t
        in SkeinMLtonPointer.setInt64 (p, k, Int64.fromLarge (LargeInt.div (us, 1000000)));
           SkeinMLtonPointer.setInt64 (p, k + 1, Int64.fromLarge (LargeInt.mod (us, 1000000)))
        end
      val () = (put (0, interval); put (2, value))
      val w = case which of Real => 0 | Virtual => 1 | Prof => 2
      val r = setitimer (w, p, SkeinMLtonPointer.null)
    in
      free p;
      if r = 0 then () else raise OS.SysErr ("setitimer failed", NONE)
    end
end
