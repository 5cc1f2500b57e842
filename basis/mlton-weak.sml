(* MLton.Weak and MLton.Finalizable (MLton's MLTON_WEAK and
   MLTON_FINALIZABLE).  Seen by mlton.sml only, as SkeinMLtonWeak and
   SkeinMLtonFinalizableImpl, which mlton.sml seals (so that the types
   print as MLton.Weak.t and MLton.Finalizable.t).

   A weak is a runtime weak object (runtime/mlton.c, WEAKS; the collector
   clears or moves its target: gc/collect.c, process_weaks), an int array
   to SML with a phantom 'a.  get gives SOME of the target while no
   collection has found it unreachable; values that are never collected
   (ints, words, reals, chars, unit, nullary constructors, constants in
   static data) stay SOME forever, as in MLton.  A collection only
   decides about the heap it collects: a target in an ancestor's heap,
   or pinned (found on a stack), is kept.

   Finalizable follows MLton's design: a finalizable value is a ref cell
   holding the value; a pending entry (its finalizers and the value,
   which the entry keeps, and a weak on the cell) waits on a global list.
   When the cell is dead its finalizers run, then its finalizeBefore
   successors are released (MLton's afters).  MLton runs them from its GC
   signal handler at the next safe point after a collection; Skein checks
   after MLton.GC.collect () and at each Finalizable.new once a
   collection has run since the last check (a weak to a fresh object
   tells), and at exit: repeated collections run the dead ones, then every
   finalizer still pending runs (in finalizeBefore order; cycles in
   creation order), so each finalizer runs exactly once. *)

signature MLTON_WEAK =
sig
  type 'a t
  val get : 'a t -> 'a option
  val new : 'a -> 'a t
end

signature MLTON_FINALIZABLE =
sig
  type 'a t
  val addFinalizer : 'a t * ('a -> unit) -> unit
  val finalizeBefore : 'a t * 'b t -> unit
  val new : 'a -> 'a t
  val touch : 'a t -> unit
  val withValue : 'a t * ('a -> 'b) -> 'b
end

structure SkeinMLtonWeak : MLTON_WEAK =
struct
  datatype 'a t = W of int array
  fun new (x : 'a) : 'a t = W ((_prim "MLton.Weak.new" : 'a * int -> int array) (x, 0))
  fun get (W a : 'a t) : 'a option =
    if (_prim "MLton.Weak.alive" : int array -> bool) a
    then SOME ((_prim "MLton.Weak.get" : int array -> 'a) a)
    else NONE
end

structure SkeinMLtonFinalizableImpl =
struct
  (* blockers: how many finalizables must be finalized before this one
     (finalizeBefore); only the exit pass reads it. *)
  datatype 'a t = T of {afters : (unit -> unit) list ref,
                        finalizers : ('a -> unit) list ref,
                        value : 'a ref,
                        blockers : int ref}

  fun touch (T {value, ...}) = (_prim "MLton.touch" : 'a ref * int -> unit) (value, 0)

  fun withValue (f as T {value, ...}, g) =
    let val r = g (!value) handle e => (touch f; raise e)
    in touch f; r end

  fun addFinalizer (T {finalizers, ...}, g) = finalizers := g :: !finalizers

  fun finalizeBefore (T {afters, ...}, f as T {blockers, ...}) =
    (blockers := !blockers + 1;
     afters := (fn () => (touch f; blockers := !blockers - 1)) :: !afters)

  type entry = {clean : unit -> unit, isAlive : unit -> bool, blocked : unit -> bool}
  val pending : entry list ref = ref []

  (* Runs the finalizers of the dead entries (oldest first); whether any. *)
  fun runDead () =
    let
      val (live, dead) = List.partition (fn {isAlive, ...} => isAlive ()) (!pending)
    in
      pending := live;
      List.app (fn {clean, ...} => clean ()) (rev dead);
      not (null dead)
    end

  (* A weak to a fresh object: dead once a collection of this heap ran. *)
  val sentinel = ref (SkeinMLtonWeak.new (ref ()))
  fun afterGC () =
    if null (!pending) then ()
    else if isSome (SkeinMLtonWeak.get (!sentinel)) then ()
    else (sentinel := SkeinMLtonWeak.new (ref ()); ignore (runDead ()))

  (* After MLton.GC.collect (): a collection surely ran. *)
  fun afterCollect () = if null (!pending) then () else ignore (runDead ())

  fun atExit () =
    let
      fun collectLoop n =
        if n = 0 orelse null (!pending) then ()
        else (SkeinMLtonColl.GC.collect ();
              if runDead () then collectLoop (n - 1) else ())
      (* Then the rest, oldest first, skipping those that wait for
         another (finalizeBefore); in a cycle, the oldest. *)
      fun forceLoop () =
        case rev (!pending) of
          [] => ()
        | oldest as (first :: others) =>
            let
              fun pick ([], _) = (first, others)
                | pick ((e : entry) :: es, skipped) =
                    if #blocked e () then pick (es, e :: skipped) else (e, List.revAppend (skipped, es))
              val (e, rest) = pick (oldest, [])
            in
              pending := rev rest;
              #clean e ();
              forceLoop ()
            end
    in
      collectLoop 4; forceLoop ()
    end

  val registered = ref false

  fun new (v : 'a) : 'a t =
    let
      val _ = afterGC ()
      val _ = if !registered then () else (registered := true; OS.Process.atExit atExit)
      val afters = ref []
      val finalizers = ref []
      val value = ref v
      val blockers = ref 0
      val weak = SkeinMLtonWeak.new value
      fun clean () =
        (List.app (fn g => g v) (!finalizers);
         List.app (fn g => g ()) (!afters))
      fun isAlive () = isSome (SkeinMLtonWeak.get weak)
      fun blocked () = !blockers > 0
    in
      pending := {clean = clean, isAlive = isAlive, blocked = blocked} :: !pending;
      T {afters = afters, finalizers = finalizers, value = value, blockers = blockers}
    end
end
