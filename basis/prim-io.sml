(* SkeinPrimIO: the I/O and system primitives (basis/README.md, "I/O and
   system primitives"), in one place; basis.mlb hides it like SkeinPrim.
   None raises.  Int results are >= 0, or ~errno on failure; primitives
   returning a string or sequence report failure through `errno ()` (0
   after success).  "Slots" are Word8/Char vectors and arrays (one byte per
   element, as in a string); the polymorphic ones accept any of them. *)
structure SkeinPrimIO =
struct
  val errno = _prim "IO.errno" : unit -> int

  fun slotsOfString (s, i, n) = (_prim "Byte.unsafeSlotsOfString" : string * int * int -> 'a vector) (s, i, n)
  fun stringOfSlots (v, i, n) = (_prim "Byte.unsafeStringOfSlots" : 'a * int * int -> string) (v, i, n)
  fun stringIntoSlots (a, di, s, si, n) =
    (_prim "Byte.unsafeStringIntoSlots" : 'a array * int * string * int * int -> unit) (a, di, s, si, n)
  fun copySlots (a, di, v, si, n) =
    (_prim "Byte.unsafeCopySlots" : 'a array * int * 'b * int * int -> unit) (a, di, v, si, n)

  val openFile = _prim "IO.open" : string * int * int -> int
  val close = _prim "IO.close" : int -> int
  val readString = _prim "IO.readString" : int * int -> string
  fun readSlots (fd, n) = (_prim "IO.readSlots" : int * int -> 'a vector) (fd, n)
  fun readIntoSlots (fd, a, i, n) = (_prim "IO.readIntoSlots" : int * 'a array * int * int -> int) (fd, a, i, n)
  fun preadSlots (fd, a, i, n, off) = (_prim "IO.preadSlots" : int * 'a array * int * int * int -> int) (fd, a, i, n, off)
  val writeString = _prim "IO.writeString" : int * string * int * int -> int
  fun writeSlots (fd, v, i, n) = (_prim "IO.writeSlots" : int * 'a * int * int -> int) (fd, v, i, n)
  val seek = _prim "IO.seek" : int * int * int -> int
  val isatty = _prim "IO.isatty" : int -> int
  val fstat = _prim "IO.fstat" : int * int array -> int
  val poll = _prim "IO.poll" : int array * int array * int array * int * int -> int

  val errorName = _prim "OS.errorName" : int -> string
  val errorMsg = _prim "OS.errorMsg" : int -> string
  val syserror = _prim "OS.syserror" : string -> int
  val constant = _prim "OS.constant" : string -> int

  val stat = _prim "OS.FileSys.stat" : string * int * int array -> int
  val openDir = _prim "OS.FileSys.openDir" : string -> int
  val readDir = _prim "OS.FileSys.readDir" : int -> string
  val rewindDir = _prim "OS.FileSys.rewindDir" : int -> int
  val closeDir = _prim "OS.FileSys.closeDir" : int -> int
  val chDir = _prim "OS.FileSys.chDir" : string -> int
  val mkDir = _prim "OS.FileSys.mkDir" : string * int -> int
  val rmDir = _prim "OS.FileSys.rmDir" : string -> int
  val remove = _prim "OS.FileSys.remove" : string -> int
  val rename = _prim "OS.FileSys.rename" : string * string -> int
  val access = _prim "OS.FileSys.access" : string * int -> int
  val chmod = _prim "OS.FileSys.chmod" : string * int -> int
  val symlink = _prim "OS.FileSys.symlink" : string * string -> int
  val setTime = _prim "OS.FileSys.setTime" : string * int * int * int -> int
  val getDir = _prim "OS.FileSys.getDir" : unit -> string
  val readLink = _prim "OS.FileSys.readLink" : string -> string
  val tmpName = _prim "OS.FileSys.tmpName" : unit -> string

  val system = _prim "OS.Process.system" : string -> int
  val waitStatus = _prim "OS.Process.waitStatus" : int * int array -> int
  val envDefined = _prim "OS.Process.envDefined" : string -> int
  val getEnv = _prim "OS.Process.getEnv" : string -> string
  val environCount = _prim "OS.Process.environCount" : unit -> int
  val environEntry = _prim "OS.Process.environEntry" : int -> string
  val sleepNs = _prim "OS.Process.sleepNs" : int -> unit
  val setExitHook = _prim "OS.Process.setExitHook" : (unit -> unit) -> unit
  val exit = _prim "OS.Process.exit" : int -> unit
  val terminate = _prim "OS.Process.terminate" : int -> unit
  val getpid = _prim "OS.Process.getpid" : unit -> int

  val commandName = _prim "CommandLine.name" : unit -> string
  val argc = _prim "CommandLine.argc" : unit -> int
  val arg = _prim "CommandLine.arg" : int -> string

  val nowNs = _prim "Time.nowNs" : unit -> int
  val monotonicNs = _prim "Time.monotonicNs" : unit -> int
  val startNs = _prim "Time.startNs" : unit -> int
  val cpuTimes = _prim "Timer.cpuTimes" : int array -> int

  val spawn = _prim "Unix.spawn" : string * string * int * string * int * int array -> int
  val waitpid = _prim "Unix.waitpid" : int -> int
  val kill = _prim "Unix.kill" : int * int -> int
  val pipe = _prim "Posix.IO.pipe" : int array -> int
  val dup2 = _prim "Posix.IO.dup2" : int * int -> int

  val breakDown = _prim "Date.breakDown" : int * int * int array -> int
  val mkTime = _prim "Date.mkTime" : int array -> int
  val strftime = _prim "Date.strftime" : string * int array -> string
end
