(* basis/coroutine.sml: the runtime's coroutines (runtime/conc/coroutine.c):
   stacks of their own inside the running task, switched explicitly.  A
   handle is an int.  `new f` makes a suspended coroutine that will run
   f (), which must end with `exit`; `switch t` suspends the running one and
   runs t until something switches back; `exit t` ends the running one and
   runs t; `discard t` frees a suspended one that will never run again;
   `preempt (h, us)` makes the polls of generated code call h () once every
   us microseconds (0: never again), on whichever coroutine runs then.
   Internal: MLton.Thread (mlton-thread.sml, through mlton.mlb) and CML
   ($(SML_LIB)/cml/cml.mlb) each include this file. *)
structure SkeinCoroutine =
struct
  type t = int
  val current : unit -> t = fn () => (_prim "Thread.current" : unit -> int) ()
  val new : (unit -> unit) -> t = fn f => (_prim "Thread.new" : (unit -> unit) -> int) f
  val switch : t -> unit = fn t => (_prim "Thread.switch" : int -> unit) t
  val exit : t -> unit = fn t => (_prim "Thread.exit" : int -> unit) t
  val discard : t -> unit = fn t => (_prim "Thread.discard" : int -> unit) t
  val preempt : (unit -> unit) * int -> unit = fn (f, us) => (_prim "Thread.preempt" : (unit -> unit) * int -> unit) (f, us)
end
