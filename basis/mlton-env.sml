(* MLton.ProcEnv and MLton.Profile (MLton's MLTON_PROC_ENV and
   MLTON_PROFILE).  Seen by mlton.sml only, as SkeinMLtonProcEnv and
   SkeinMLtonProfile.

   ProcEnv calls the C library through _import: setenv(3) (overwriting)
   and setgroups(2), whose gid_t list is built in malloc'd memory through
   MLton.Pointer.  A failure raises OS.SysErr with the C errno (read
   through glibc's __errno_location; setgroups needs privileges: EPERM
   otherwise).  A name or value with a NUL byte raises SysErr (EINVAL), as
   C would see a shorter string.

   Profile: Skein has no MLton-style profiler, so isOn = false and Data
   behaves as MLton's does when profiling is off: malloc gives a fresh
   data set (equal only to itself), free and write do nothing, withData
   (d, f) is f (). *)

signature MLTON_PROC_ENV =
sig
  type gid
  val setenv : {name : string, value : string} -> unit
  val setgroups : gid list -> unit
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
  val malloc = _import "malloc" : Word64.word -> SkeinMLtonPointer.t;
  val free = _import "free" : SkeinMLtonPointer.t -> unit;
  val errnoLocation = _import "__errno_location" : unit -> SkeinMLtonPointer.t;

  fun sysErr e = raise OS.SysErr (OS.errorMsg e, SOME e)
  fun errno () = Posix.Error.fromWord (SysWord.fromInt (Int32.toInt (SkeinMLtonPointer.getInt32 (errnoLocation (), 0))))

  fun cString s =
    if CharVector.exists (fn c => c = #"\000") s then sysErr Posix.Error.inval else s ^ "\000"

  fun setenv {name, value} =
    if cSetenv (cString name, cString value, 1) = 0 then () else sysErr (errno ())

  fun setgroups (gids : gid list) =
    let
      val n = length gids
      val p = malloc (Word64.fromInt (4 * Int.max (n, 1)))
      val _ = if p = SkeinMLtonPointer.null then raise OS.SysErr ("cannot allocate", NONE) else ()
      val _ = List.foldl (fn (g, i) => (SkeinMLtonPointer.setWord32 (p, i, Word32.fromInt g); i + 1)) 0 gids
      val r = cSetgroups (Word64.fromInt n, p)
      val e = errno ()
    in
      free p;
      if r = 0 then () else sysErr e
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
