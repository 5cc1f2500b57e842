(* MLton.Thread: one-shot threads on the runtime's coroutines
   (SkeinCoroutine, coroutine.sml; CML is built on them too).

   An 'a t is a suspended thread waiting for an 'a: the one `switch`
   suspends (switch returns the value it is given), or one made by `new f`
   (which will run f on the value).  `prepare (t, v)` gives t its value;
   running the Runnable.t resumes t, at most once.  `prepend (t, g)` makes
   a thread that applies g to its value, on t's stack, before t goes on.
   As in MLton, the function of a `new` thread must not return: it ends by
   switching to another thread or by exiting the process (returning stops
   the program with a message and status 1).  There is no preemption, so
   the atomic-section functions only count their nesting.  Threads belong
   to the task that made them: switching inside ForkJoin.par or a parallel
   loop is refused (the runtime stops the program with a message). *)
signature MLTON_THREAD =
sig
  structure AtomicState :
  sig
    datatype t = NonAtomic | Atomic of int
  end
  val atomically : (unit -> 'a) -> 'a
  val atomicBegin : unit -> unit
  val atomicEnd : unit -> unit
  val atomicState : unit -> AtomicState.t
  structure Runnable :
  sig
    type t
  end
  type 'a t
  val atomicSwitch : ('a t -> Runnable.t) -> 'a
  val new : ('a -> unit) -> 'a t
  val prepend : 'a t * ('b -> 'a) -> 'b t
  val prepare : 'a t * 'a -> Runnable.t
  val switch : ('a t -> Runnable.t) -> 'a
end

structure SkeinMLtonThread : MLTON_THREAD =
struct
  structure C = SkeinCoroutine

  structure AtomicState = struct datatype t = NonAtomic | Atomic of int end
  val depth = ref 0
  fun atomicBegin () = depth := !depth + 1
  fun atomicEnd () =
    if !depth > 0 then depth := !depth - 1 else raise Fail "MLton.Thread.atomicEnd with no atomicBegin"
  fun atomicState () = if !depth = 0 then AtomicState.NonAtomic else AtomicState.Atomic (!depth)
  fun atomically f = (atomicBegin (); f () before atomicEnd ()) handle e => (atomicEnd (); raise e)

  (* co: the coroutine; deliver: hands it the thunk computing its value;
     used: whether it was resumed already. *)
  type 'a t = {co : C.t, deliver : (unit -> 'a) -> unit, used : bool ref}
  structure Runnable = struct type t = {co : C.t, used : bool ref} end

  fun prepend ({co, deliver, used} : 'a t, g : 'b -> 'a) : 'b t =
    {co = co, deliver = fn th => deliver (fn () => g (th ())), used = used}
  fun prepare ({co, deliver, used} : 'a t, v : 'a) : Runnable.t =
    (deliver (fn () => v); {co = co, used = used})

  fun run ({co, used} : Runnable.t) =
    if !used then raise Fail "MLton.Thread.switch: the thread was resumed already"
    else (used := true; C.switch co)

  fun switch (f : 'a t -> Runnable.t) : 'a =
    let
      val cell : (unit -> 'a) option ref = ref NONE
      val r = f {co = C.current (), deliver = fn th => cell := SOME th, used = ref false}
    in
      run r;
      case !cell of
        SOME th => (cell := NONE; th ())
      | NONE => raise Fail "MLton.Thread.switch: resumed without a value"
    end
  fun atomicSwitch f = (if !depth > 0 then depth := !depth - 1 else (); switch f)

  fun new (f : 'a -> unit) : 'a t =
    let
      val cell : (unit -> 'a) option ref = ref NONE
      fun body () =
        (case !cell of
           SOME th => (cell := NONE; f (th ()))
         | NONE => ();
         TextIO.output (TextIO.stdErr, "MLton.Thread: a thread's function returned (it must switch to another thread or exit)\n");
         OS.Process.exit OS.Process.failure)
    in
      {co = C.new body, deliver = fn th => cell := SOME th, used = ref false}
    end
end
