(* The part of MLton's MLton structure Skein provides: eq, equal, isMLton,
   Array.unfoldi, Vector.create/unfoldi, the word rotations and Random
   (implemented in mlton-coll.sml); hash, size, share, shareAll, Platform,
   Rusage, Exn, GC, TextIO/BinIO.mkstemp and IntInf (mlton-sys.sml, which
   says where they approximate MLton); Thread (mlton-thread.sml); Pointer
   (mlton-pointer.sml); Weak and Finalizable (mlton-weak.sml, which says
   when finalizers run); ProcEnv and Profile (mlton-env.sml); Signal and
   Itimer (mlton-signal.sml: handlers run at polls).  GC.collect
   also runs the finalizers of the values it found dead. *)

signature MLTON_ARRAY =
sig
  val unfoldi : int * 'b * (int * 'b -> 'a * 'b) -> 'a array * 'b
end

signature MLTON_VECTOR =
sig
  val create : int -> {done : unit -> 'a vector, sub : int -> 'a, update : int * 'a -> unit}
  val unfoldi : int * 'b * (int * 'b -> 'a * 'b) -> 'a vector * 'b
end

signature MLTON_WORD =
sig
  type t
  val bswap : t -> t
  val rol : t * word -> t
  val ror : t * word -> t
end

signature MLTON_RANDOM =
sig
  val alphaNumChar : unit -> char
  val alphaNumString : int -> string
  val rand : unit -> word
  val seed : unit -> word option
  val srand : word -> unit
  val useed : unit -> word option
end

signature MLTON_GC =
sig
  val collect : unit -> unit
  val pack : unit -> unit
  val unpack : unit -> unit
  val setMessages : bool -> unit
  val setSummary : bool -> unit
end

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
  (* system extras (mlton-sys.sml); first, before Word32
     and IntInf below hide the Basis structures *)
  val hash : 'a -> Word32.word
  val size : 'a -> IntInf.int
  val share : 'a -> unit
  val shareAll : unit -> unit
  structure Platform : MLTON_PLATFORM
  structure Rusage : MLTON_RUSAGE
  structure Exn : MLTON_EXN
  structure TextIO : MLTON_IO where type outstream = TextIO.outstream
  structure BinIO : MLTON_IO where type outstream = BinIO.outstream
  structure IntInf : MLTON_INT_INF

  (* collections and compatibility (mlton-coll.sml) *)
  val equal : 'a * 'a -> bool
  structure Array : MLTON_ARRAY
  structure Vector : MLTON_VECTOR
  structure Word : MLTON_WORD where type t = Word.word
  structure Word8 : MLTON_WORD where type t = Word8.word
  structure Word16 : MLTON_WORD where type t = Word16.word
  structure Word32 : MLTON_WORD where type t = Word32.word
  structure Word64 : MLTON_WORD where type t = Word64.word
  structure LargeWord : MLTON_WORD where type t = LargeWord.word
  structure Random : MLTON_RANDOM
  structure GC : MLTON_GC

  val eq : 'a * 'a -> bool
  val isMLton : bool
  structure Parallel : MLTON_PARALLEL
  structure Thread : MLTON_THREAD

  (* FFI, weak pointers, environment (mlton-pointer.sml, mlton-weak.sml,
     mlton-env.sml) *)
  structure Pointer : MLTON_POINTER
  structure Weak : MLTON_WEAK
  structure Finalizable : MLTON_FINALIZABLE
  structure ProcEnv : MLTON_PROC_ENV where type gid = Posix.ProcEnv.gid
  structure Profile : MLTON_PROFILE
  structure CallStack : MLTON_CALL_STACK
  structure Rlimit : MLTON_RLIMIT
  structure Signal : MLTON_SIGNAL
  structure Itimer : MLTON_ITIMER
end

structure MLton : MLTON =
struct
  (* collections and compatibility (mlton-coll.sml); each substructure
     contains the whole Basis structure of its name, so Array, Vector and
     the word structures below still have all their Basis functions. *)
  val equal = SkeinMLtonColl.equal
  structure Array = SkeinMLtonColl.Array
  structure Vector = SkeinMLtonColl.Vector
  structure Word = SkeinMLtonColl.Word
  structure Word8 = SkeinMLtonColl.Word8
  structure Word16 = SkeinMLtonColl.Word16
  structure Word32 = SkeinMLtonColl.Word32
  structure Word64 = SkeinMLtonColl.Word64
  structure LargeWord = SkeinMLtonColl.Word64
  structure Random = SkeinMLtonColl.Random

  (* system extras (mlton-sys.sml) *)
  val hash = SkeinMLtonSys.hash
  val size = SkeinMLtonSys.size
  val share = SkeinMLtonSys.share
  val shareAll = SkeinMLtonSys.shareAll
  structure Platform = SkeinMLtonSys.Platform
  structure Rusage = SkeinMLtonSys.Rusage
  structure Exn = SkeinMLtonSys.Exn
  structure GC =
  struct
    open SkeinMLtonSys.GC
    fun collect () = (SkeinMLtonSys.GC.collect (); SkeinMLtonFinalizableImpl.afterCollect ())
  end
  structure TextIO = SkeinMLtonSys.TextIO
  structure BinIO = SkeinMLtonSys.BinIO
  structure IntInf = SkeinMLtonSys.IntInf

  (* Physical (pointer) equality; on unboxed values, equality of bits. *)
  fun eq (a, b) = (_prim "MLton.eq" : 'a * 'a -> bool) (a, b)
  val isMLton = false
  structure Parallel = MLtonParallel
  structure Thread = SkeinMLtonThread
  structure Pointer :> MLTON_POINTER = SkeinMLtonPointer
  (* Sealed here, so that the abstract types print as MLton.Pointer.t,
     MLton.Weak.t...; the basis files use the transparent structures. *)
  structure Weak :> MLTON_WEAK = SkeinMLtonWeak
  structure Finalizable :> MLTON_FINALIZABLE = SkeinMLtonFinalizableImpl
  structure ProcEnv = SkeinMLtonProcEnv
  structure Profile :> MLTON_PROFILE = SkeinMLtonProfile
  structure CallStack :> MLTON_CALL_STACK = SkeinMLtonCallStack
  structure Rlimit :> MLTON_RLIMIT = SkeinMLtonRlimit
  structure Signal :> MLTON_SIGNAL = SkeinMLtonSignal
  structure Itimer = SkeinMLtonItimer
end
