(* The system side of MLton compatibility (mlton.mlb shows it to mlton.sml
   only, as SkeinMLtonSys): MLton.hash, size, share, shareAll, Platform,
   Rusage, Exn, GC's pack/unpack/setMessages/setSummary, TextIO and BinIO
   (mkstemp, mkstemps, tempPrefix), IntInf (gcd, log2, isSmall, areSmall).
   Primitives: crates/codegen/src/prims_basis.rs and runtime/mlton.c.

   Approximations of MLton's behaviour, all allowed by its documentation:
   share and shareAll do nothing (they only save space); pack, unpack,
   setMessages and setSummary do nothing (the collector has no such
   modes; `@skein gc-stats` prints a summary); Exn.history is always [];
   Exn.topLevelHandler is the handler programs call themselves (an
   exception escaping the program is still reported by the runtime, not by
   getTopLevelHandler ()); messagers added by Exn.addExnMessager are used
   by the default top-level handler but not by General.exnMessage;
   Rusage.measureGC does nothing (GC time is always measured). *)

signature MLTON_PLATFORM =
sig
  structure Arch :
  sig
    datatype t = Alpha | AMD64 | ARM | ARM64 | HPPA | IA64 | m68k | MIPS | PowerPC | PowerPC64
               | RISCV | S390 | Sparc | X86
    val fromString : string -> t option
    val host : t
    val toString : t -> string
  end
  structure Format :
  sig
    datatype t = Archive | Executable | LibArchive | Library
    val fromString : string -> t option
    val host : t
    val toString : t -> string
  end
  structure OS :
  sig
    datatype t = AIX | Cygwin | Darwin | FreeBSD | Hurd | HPUX | Linux | MinGW | NetBSD
               | OpenBSD | Solaris
    val fromString : string -> t option
    val host : t
    val toString : t -> string
  end
end

signature MLTON_RUSAGE =
sig
  type t = {utime : Time.time, stime : Time.time}
  val measureGC : bool -> unit
  val rusage : unit -> {children : t, gc : t, self : t}
end

signature MLTON_EXN =
sig
  val addExnMessager : (exn -> string option) -> unit
  val history : exn -> string list
  val defaultTopLevelHandler : exn -> 'a
  val getTopLevelHandler : unit -> (exn -> unit)
  val setTopLevelHandler : (exn -> unit) -> unit
  val topLevelHandler : exn -> 'a
end

signature MLTON_IO =
sig
  type outstream
  val mkstemp : string -> string * outstream
  val mkstemps : {prefix : string, suffix : string} -> string * outstream
  val tempPrefix : string -> string
end

signature MLTON_INT_INF =
sig
  val areSmall : IntInf.int * IntInf.int -> bool
  val gcd : IntInf.int * IntInf.int -> IntInf.int
  val isSmall : IntInf.int -> bool
  val log2 : IntInf.int -> Word.word
end

structure SkeinMLtonSys =
struct
  (* The primitives take (x, 0): a primitive's tuple argument is passed as
     its components, and the pair keeps a tuple x whole. *)
  fun hash x = (_prim "MLton.hash" : 'a * int -> Word32.word) (x, 0)
  fun size x = IntInf.fromInt ((_prim "MLton.size" : 'a * int -> int) (x, 0))
  fun share (_ : 'a) = ()
  fun shareAll () = ()

  structure Platform : MLTON_PLATFORM =
  struct
    (* (constructor, name): toString gives the name, fromString ignores case. *)
    fun named all =
      let
        fun fromString s =
          Option.map #1 (List.find (fn (_, n) => String.map Char.toLower n = String.map Char.toLower s) all)
        fun toString x = case List.find (fn (y, _) => y = x) all of SOME (_, n) => n | NONE => ""
      in
        (fromString, toString)
      end

    structure Arch =
    struct
      datatype t = Alpha | AMD64 | ARM | ARM64 | HPPA | IA64 | m68k | MIPS | PowerPC | PowerPC64
                 | RISCV | S390 | Sparc | X86
      (* In datatype order: runtime/mlton.c returns the host's index. *)
      val all = [(Alpha, "Alpha"), (AMD64, "AMD64"), (ARM, "ARM"), (ARM64, "ARM64"), (HPPA, "HPPA"),
                 (IA64, "IA64"), (m68k, "m68k"), (MIPS, "MIPS"), (PowerPC, "PowerPC"),
                 (PowerPC64, "PowerPC64"), (RISCV, "RISCV"), (S390, "S390"), (Sparc, "Sparc"),
                 (X86, "X86")]
      val (fromString, toString) = named all
      val host = #1 (List.nth (all, (_prim "MLton.Platform.arch" : unit -> int) ()))
    end

    structure Format =
    struct
      datatype t = Archive | Executable | LibArchive | Library
      val (fromString, toString) =
        named [(Archive, "archive"), (Executable, "executable"), (LibArchive, "libarchive"),
               (Library, "library")]
      val host = Executable
    end

    structure OS =
    struct
      datatype t = AIX | Cygwin | Darwin | FreeBSD | Hurd | HPUX | Linux | MinGW | NetBSD
                 | OpenBSD | Solaris
      val all = [(AIX, "AIX"), (Cygwin, "Cygwin"), (Darwin, "Darwin"), (FreeBSD, "FreeBSD"),
                 (Hurd, "Hurd"), (HPUX, "HPUX"), (Linux, "Linux"), (MinGW, "MinGW"),
                 (NetBSD, "NetBSD"), (OpenBSD, "OpenBSD"), (Solaris, "Solaris")]
      val (fromString, toString) = named all
      val host = #1 (List.nth (all, (_prim "MLton.Platform.os" : unit -> int) ()))
    end
  end

  structure Rusage : MLTON_RUSAGE =
  struct
    type t = {utime : Time.time, stime : Time.time}
    fun measureGC (_ : bool) = ()
    fun rusage () =
      let
        val {nongc, gc} = Timer.checkCPUTimes (Timer.totalCPUTimer ())
        val a = Array.array (2, 0)
        val _ = (_prim "MLton.Rusage.children" : int array -> int) a
        fun ns k = Time.fromNanoseconds (IntInf.fromInt (Array.sub (a, k)))
      in
        {self = {utime = Time.+ (#usr nongc, #usr gc), stime = Time.+ (#sys nongc, #sys gc)},
         gc = {utime = #usr gc, stime = #sys gc},
         children = {utime = ns 0, stime = ns 1}}
      end
  end

  structure Exn : MLTON_EXN =
  struct
    val messagers : (exn -> string option) list ref = ref []
    fun addExnMessager f = messagers := f :: !messagers
    fun history (_ : exn) : string list = []

    fun message e =
      let
        fun try [] = General.exnMessage e
          | try (f :: fs) = (case f e of SOME s => s | NONE => try fs)
      in
        try (!messagers)
      end

    fun defaultTopLevelHandler e =
      (TextIO.output (TextIO.stdErr, "unhandled exception: " ^ message e ^ "\n");
       OS.Process.exit OS.Process.failure)

    val handler : (exn -> unit) ref = ref (fn e => defaultTopLevelHandler e)
    fun getTopLevelHandler () = !handler
    fun setTopLevelHandler h = handler := h
    fun topLevelHandler e = (!handler e; OS.Process.exit OS.Process.failure)
  end

  structure GC =
  struct
    fun collect () = SkeinMLtonColl.GC.collect ()
    val pack = collect
    fun unpack () = ()
    fun setMessages (_ : bool) = ()
    fun setSummary (_ : bool) = ()
  end

  (* A file name prefix ^ six random letters or digits ^ suffix, created
     exclusively (mode 0600) so that no other process has it, then opened
     by openOut; names already taken are skipped. *)
  fun mkstempsWith openOut {prefix, suffix} =
    let
      val chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
      fun letters w = CharVector.tabulate (6, fn k =>
        String.sub (chars, Word.toInt (Word.mod (Word.>> (w, Word.fromInt (6 * k)), 0w62))))
      fun fresh () =
        case SkeinMLtonColl.Random.useed () of
          SOME w => letters w
        | NONE => SkeinMLtonColl.Random.alphaNumString 6
      val mode = Posix.FileSys.S.flags [Posix.FileSys.S.irusr, Posix.FileSys.S.iwusr]
      fun attempt n =
        let val name = prefix ^ fresh () ^ suffix
        in
          (Posix.IO.close (Posix.FileSys.createf (name, Posix.FileSys.O_WRONLY, Posix.FileSys.O.excl, mode));
           (name, openOut name))
          handle e as OS.SysErr (_, SOME err) =>
            if err = Posix.Error.exist andalso n < 100 then attempt (n + 1) else raise e
        end
    in
      attempt 0
    end

  fun tempPrefix file =
    (case OS.Process.getEnv "TMPDIR" of
       SOME d => if d = "" then "/tmp" else d
     | NONE => "/tmp") ^ "/" ^ file

  structure TextIO : MLTON_IO where type outstream = TextIO.outstream =
  struct
    type outstream = TextIO.outstream
    val mkstemps = mkstempsWith TextIO.openOut
    fun mkstemp prefix = mkstemps {prefix = prefix, suffix = ""}
    val tempPrefix = tempPrefix
  end

  structure BinIO : MLTON_IO where type outstream = BinIO.outstream =
  struct
    type outstream = BinIO.outstream
    val mkstemps = mkstempsWith BinIO.openOut
    fun mkstemp prefix = mkstemps {prefix = prefix, suffix = ""}
    val tempPrefix = tempPrefix
  end

  structure IntInf : MLTON_INT_INF =
  struct
    val minSmall = IntInf.fromInt (~4611686018427387904)
    val maxSmall = IntInf.fromInt 4611686018427387903
    (* "Small": held as an immediate (runtime/intinf.c), 63-bit ints. *)
    fun isSmall i = IntInf.>= (i, minSmall) andalso IntInf.<= (i, maxSmall)
    fun areSmall (a, b) = isSmall a andalso isSmall b
    fun gcd (a, b) =
      let fun loop (a, b) = if b = IntInf.fromInt 0 then a else loop (b, IntInf.rem (a, b))
      in loop (IntInf.abs a, IntInf.abs b) end
    fun log2 i = Word.fromInt (IntInf.log2 i)
  end
end
