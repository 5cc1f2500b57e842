(* MLton.ProcEnv, MLton.Rlimit, MLton.Profile and MLton.CallStack
   (MLton's MLTON_PROC_ENV, MLTON_RLIMIT, MLTON_PROFILE and
   MLTON_CALL_STACK).  Seen by mlton.sml only, as SkeinMLtonProcEnv,
   SkeinMLtonRlimit, SkeinMLtonProfile and SkeinMLtonCallStack.

   ProcEnv calls the C library through _import: setenv(3) (overwriting)
   and setgroups(2), whose gid_t list is built in malloc'd memory through
   MLton.Pointer.  A failure raises OS.SysErr with the C errno
   (SkeinMLtonLibc, mlton-pointer.sml; setgroups needs privileges: EPERM
   otherwise).  A name or value with a NUL byte raises SysErr (EINVAL), as
   C would see a shorter string.

   Rlimit calls getrlimit(2)/setrlimit(2) the same way, on a malloc'd
   struct rlimit (two 64-bit rlim_t, soft then hard); the resources are
   Linux's numbers; a failure raises OS.SysErr.

   Profile: Skein has no MLton-style profiler, so isOn = false and Data
   behaves as MLton's does when profiling is off: malloc gives a fresh
   data set (equal only to itself), free and write do nothing, withData
   (d, f) is f ().  CallStack is MLton's without profiling too: keep =
   false, and a call stack shows as no frames. *)

signature MLTON_PROC_ENV =
sig
  type gid
  val setenv : {name : string, value : string} -> unit
  val setgroups : gid list -> unit
end

signature MLTON_RLIMIT =
sig
  structure RLim :
  sig
    type t
    val castFromSysWord : SysWord.word -> t
    val castToSysWord : t -> SysWord.word
  end
  val infinity : RLim.t
  type t
  val coreFileSize : t
  val cpuTime : t
  val dataSize : t
  val fileSize : t
  val numFiles : t
  val lockedInMemorySize : t
  val numProcesses : t
  val residentSetSize : t
  val stackSize : t
  val virtualMemorySize : t
  val get : t -> {hard : RLim.t, soft : RLim.t}
  val set : t * {hard : RLim.t, soft : RLim.t} -> unit
end

signature MLTON_CALL_STACK =
sig
  type t
  val keep : bool
  val current : unit -> t
  val toStrings : t -> string list
end

signature MLTON_PROFILE =
sig
  structure Data :
  sig
    type t
    val equals : t * t -> bool
    val free : t -> unit
    val malloc : unit -> t
    val write : t * string -> unit
  end
  val isOn : bool
  val withData : Data.t * (unit -> 'a) -> 'a
end

structure SkeinMLtonProcEnv : MLTON_PROC_ENV where type gid = Posix.ProcEnv.gid =
struct
  type gid = Posix.ProcEnv.gid
  val cSetenv = _import "setenv" : string * string * Int32.int -> Int32.int;
  val cSetgroups = _import "setgroups" : Word64.word * SkeinMLtonPointer.t -> Int32.int;
  open SkeinMLtonLibc

  fun cString s =
    if CharVector.exists (fn c => c = #"\000") s then sysErr Posix.Error.inval else s ^ "\000"

  fun setenv {name, value} =
    if cSetenv (cString name, cString value, 1) = 0 then () else sysErr (errno ())

  fun setgroups (gids : gid list) =
    let val n = length gids
    in
      withBuffer (Word64.fromInt (4 * Int.max (n, 1))) (fn p =>
        (List.foldl (fn (g, i) => (SkeinMLtonPointer.setWord32 (p, i, Word32.fromInt g); i + 1)) 0 gids;
         (cSetgroups (Word64.fromInt n, p), ())))
    end
end

structure SkeinMLtonProfile : MLTON_PROFILE =
struct
  structure Data =
  struct
    type t = unit ref
    fun equals (a : t, b) = a = b
    fun free (_ : t) = ()
    fun malloc () : t = ref ()
    fun write (_ : t, _ : string) = ()
  end
  val isOn = false
  fun withData (_ : Data.t, f) = f ()
end

structure SkeinMLtonRlimit : MLTON_RLIMIT =
struct
  structure RLim =
  struct
    type t = SysWord.word
    fun castFromSysWord w = w
    fun castToSysWord w = w
  end
  val infinity : RLim.t = SysWord.notb 0w0
  type t = Int32.int
  (* Linux's RLIMIT_* numbers *)
  val cpuTime : t = 0
  val fileSize : t = 1
  val dataSize : t = 2
  val stackSize : t = 3
  val coreFileSize : t = 4
  val residentSetSize : t = 5
  val numProcesses : t = 6
  val numFiles : t = 7
  val lockedInMemorySize : t = 8
  val virtualMemorySize : t = 9

  val cGetrlimit = _import "getrlimit" : Int32.int * SkeinMLtonPointer.t -> Int32.int;
  val cSetrlimit = _import "setrlimit" : Int32.int * SkeinMLtonPointer.t -> Int32.int;

  (* f on a fresh struct rlimit *)
  fun withLimit f = SkeinMLtonLibc.withBuffer 0w16 f

  fun get (r : t) =
    withLimit (fn p =>
      let val rc = cGetrlimit (r, p)
      in (rc, {soft = Word64.toLarge (SkeinMLtonPointer.getWord64 (p, 0)), hard = Word64.toLarge (SkeinMLtonPointer.getWord64 (p, 1))})
      end)

  fun set (r : t, {hard, soft}) =
    withLimit (fn p =>
      (SkeinMLtonPointer.setWord64 (p, 0, Word64.fromLarge soft);
       SkeinMLtonPointer.setWord64 (p, 1, Word64.fromLarge hard);
       (cSetrlimit (r, p), ())))
end

structure SkeinMLtonCallStack : MLTON_CALL_STACK =
struct
  type t = unit
  val keep = false
  fun current () = ()
  fun toStrings () : string list = []
end
