(* The part of MLton's MLton structure Skein provides so far. *)

(* ---- MLton.Parallel (owned by the parallel runtime; keep this block
   self-contained).  Sequentially consistent atomics on ref cells and array
   elements: compareAndSwap r (old, new) stores new if r holds old (ints,
   words, chars, reals by bits; pointers by identity) and returns what r
   held; fetchAndAdd r d adds d (wrapping) and returns the old value.
   numberOfProcessors is the number of workers (@skein procs N --). *)
signature MLTON_PARALLEL =
sig
  val compareAndSwap : 'a ref -> 'a * 'a -> 'a
  val arrayCompareAndSwap : 'a array * int -> 'a * 'a -> 'a
  val fetchAndAdd : int ref -> int -> int
  val arrayFetchAndAdd : int array * int -> int -> int
  val numberOfProcessors : int
end

structure MLtonParallel : MLTON_PARALLEL =
struct
  fun compareAndSwap r (old, new) =
    (_prim "MLton.Parallel.compareAndSwap" : 'a ref * 'a * 'a -> 'a) (r, old, new)
  fun arrayCompareAndSwap (a, i) (old, new) =
    if i < 0 orelse i >= Array.length a then raise Subscript
    else (_prim "MLton.Parallel.arrayCompareAndSwap" : 'a array * int * 'a * 'a -> 'a) (a, i, old, new)
  fun fetchAndAdd r d = (_prim "MLton.Parallel.fetchAndAdd" : int ref * int -> int) (r, d)
  fun arrayFetchAndAdd (a, i) d =
    if i < 0 orelse i >= Array.length a then raise Subscript
    else (_prim "MLton.Parallel.arrayFetchAndAdd" : int array * int * int -> int) (a, i, d)
  val numberOfProcessors = (_prim "MLton.Parallel.numberOfProcessors" : unit -> int) ()
end
(* ---- end of MLton.Parallel *)

signature MLTON =
sig
  val eq : 'a * 'a -> bool
  val isMLton : bool
  structure Parallel : MLTON_PARALLEL
end

structure MLton : MLTON =
struct
  (* Physical (pointer) equality; on unboxed values, equality of bits. *)
  fun eq (a, b) = (_prim "MLton.eq" : 'a * 'a -> bool) (a, b)
  val isMLton = false
  structure Parallel = MLtonParallel
end
