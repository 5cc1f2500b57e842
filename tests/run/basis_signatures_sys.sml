(* Basis signatures (I/O and system): IO, TextIO, TextIO.StreamIO,
   TextPrimIO, BinIO, BinIO.StreamIO, BinPrimIO, OS and its FileSys, Path,
   Process and IO, CommandLine, Time, Timer, Date, Unix, SML90,
   Posix.Error and Posix.Signal each match, by transparent ascription, the
   signature Poly/ML 5.7.1 prints for its structure, specs reordered so
   that types come before their uses (see basis/README.md, "Signature
   checks"; BinIO.outstream is a type as in the spec, not Poly's eqtype),
   and so do the parts of Posix.FileSys, Posix.IO, Posix.ProcEnv and
   Posix.Process that Skein has (the specs Skein lacks left out),
   and their spec signature by name; the functors PrimIO, StreamIO and
   ImperativeIO build a text I/O stack from CharVector and CharArray.  Then
   a few calls through the checked structures. *)

structure Check_IO : sig
  datatype buffer_mode = BLOCK_BUF | LINE_BUF | NO_BUF
  exception BlockingNotSupported
  exception ClosedStream
  exception Io of {cause: exn, function: string, name: string}
  exception NonblockingNotSupported
  exception RandomAccessNotSupported
end = IO

structure Check_TextIO : sig
  eqtype elem
  type instream
  type outstream
  eqtype vector
  structure StreamIO: TEXT_STREAM_IO
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val flushOut : outstream -> unit
  val getInstream : instream -> StreamIO.instream
  val getOutstream : outstream -> StreamIO.outstream
  val getPosOut : outstream -> StreamIO.out_pos
  val input : instream -> vector
  val input1 : instream -> elem option
  val inputAll : instream -> vector
  val inputLine : instream -> string option
  val inputN : instream * int -> vector
  val lookahead : instream -> elem option
  val mkInstream : StreamIO.instream -> instream
  val mkOutstream : StreamIO.outstream -> outstream
  val openAppend : string -> outstream
  val openIn : string -> instream
  val openOut : string -> outstream
  val openString : string -> instream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val outputSubstr : outstream * substring -> unit
  val print : string -> unit
  val scanStream : ((char, StreamIO.instream) StringCvt.reader -> ('a, StreamIO.instream) StringCvt.reader) -> instream -> 'a option
  val setInstream : instream * StreamIO.instream -> unit
  val setOutstream : outstream * StreamIO.outstream -> unit
  val setPosOut : outstream * StreamIO.out_pos -> unit
  val stdErr : outstream
  val stdIn : instream
  val stdOut : outstream
end = TextIO

structure Check_TextIO_StreamIO : sig
  eqtype elem
  type instream
  type out_pos
  type outstream
  eqtype pos
  type reader
  eqtype vector
  type writer
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val filePosIn : instream -> pos
  val filePosOut : out_pos -> pos
  val flushOut : outstream -> unit
  val getBufferMode : outstream -> IO.buffer_mode
  val getPosOut : outstream -> out_pos
  val getReader : instream -> reader * vector
  val getWriter : outstream -> writer * IO.buffer_mode
  val input : instream -> vector * instream
  val input1 : instream -> (elem * instream) option
  val inputAll : instream -> vector * instream
  val inputLine : instream -> (string * instream) option
  val inputN : instream * int -> vector * instream
  val mkInstream : reader * vector -> instream
  val mkOutstream : writer * IO.buffer_mode -> outstream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val outputSubstr : outstream * substring -> unit
  val setBufferMode : outstream * IO.buffer_mode -> unit
  val setPosOut : out_pos -> outstream
end = TextIO.StreamIO

structure Check_TextPrimIO : sig
  eqtype array
  type array_slice
  eqtype elem
  eqtype pos
  eqtype vector
  type vector_slice
  datatype reader = RD of {avail: unit -> int option, block: (unit -> unit) option, canInput: (unit -> bool) option, chunkSize: int, close: unit -> unit, endPos: (unit -> pos) option, getPos: (unit -> pos) option, ioDesc: OS.IO.iodesc option, name: string, readArr: (array_slice -> int) option, readArrNB: (array_slice -> int option) option, readVec: (int -> vector) option, readVecNB: (int -> vector option) option, setPos: (pos -> unit) option, verifyPos: (unit -> pos) option}
  datatype writer = WR of {block: (unit -> unit) option, canOutput: (unit -> bool) option, chunkSize: int, close: unit -> unit, endPos: (unit -> pos) option, getPos: (unit -> pos) option, ioDesc: OS.IO.iodesc option, name: string, setPos: (pos -> unit) option, verifyPos: (unit -> pos) option, writeArr: (array_slice -> int) option, writeArrNB: (array_slice -> int option) option, writeVec: (vector_slice -> int) option, writeVecNB: (vector_slice -> int option) option}
  val augmentReader : reader -> reader
  val augmentWriter : writer -> writer
  val compare : pos * pos -> order
  val nullRd : unit -> reader
  val nullWr : unit -> writer
  val openVector : vector -> reader
end = TextPrimIO

structure Check_BinIO : sig
  eqtype elem
  type instream
  type outstream
  eqtype vector
  structure StreamIO: STREAM_IO
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val flushOut : outstream -> unit
  val getInstream : instream -> StreamIO.instream
  val getOutstream : outstream -> StreamIO.outstream
  val getPosOut : outstream -> StreamIO.out_pos
  val input : instream -> vector
  val input1 : instream -> elem option
  val inputAll : instream -> vector
  val inputN : instream * int -> vector
  val lookahead : instream -> elem option
  val mkInstream : StreamIO.instream -> instream
  val mkOutstream : StreamIO.outstream -> outstream
  val openAppend : string -> outstream
  val openIn : string -> instream
  val openOut : string -> outstream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val setInstream : instream * StreamIO.instream -> unit
  val setOutstream : outstream * StreamIO.outstream -> unit
  val setPosOut : outstream * StreamIO.out_pos -> unit
end = BinIO

structure Check_BinIO_StreamIO : sig
  eqtype elem
  type instream
  type out_pos
  type outstream
  eqtype pos
  type reader
  eqtype vector
  type writer
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val filePosIn : instream -> pos
  val filePosOut : out_pos -> pos
  val flushOut : outstream -> unit
  val getBufferMode : outstream -> IO.buffer_mode
  val getPosOut : outstream -> out_pos
  val getReader : instream -> reader * vector
  val getWriter : outstream -> writer * IO.buffer_mode
  val input : instream -> vector * instream
  val input1 : instream -> (elem * instream) option
  val inputAll : instream -> vector * instream
  val inputN : instream * int -> vector * instream
  val mkInstream : reader * vector -> instream
  val mkOutstream : writer * IO.buffer_mode -> outstream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val setBufferMode : outstream * IO.buffer_mode -> unit
  val setPosOut : out_pos -> outstream
end = BinIO.StreamIO

structure Check_BinPrimIO : sig
  eqtype array
  type array_slice
  eqtype elem
  eqtype pos
  eqtype vector
  type vector_slice
  datatype reader = RD of {avail: unit -> int option, block: (unit -> unit) option, canInput: (unit -> bool) option, chunkSize: int, close: unit -> unit, endPos: (unit -> pos) option, getPos: (unit -> pos) option, ioDesc: OS.IO.iodesc option, name: string, readArr: (array_slice -> int) option, readArrNB: (array_slice -> int option) option, readVec: (int -> vector) option, readVecNB: (int -> vector option) option, setPos: (pos -> unit) option, verifyPos: (unit -> pos) option}
  datatype writer = WR of {block: (unit -> unit) option, canOutput: (unit -> bool) option, chunkSize: int, close: unit -> unit, endPos: (unit -> pos) option, getPos: (unit -> pos) option, ioDesc: OS.IO.iodesc option, name: string, setPos: (pos -> unit) option, verifyPos: (unit -> pos) option, writeArr: (array_slice -> int) option, writeArrNB: (array_slice -> int option) option, writeVec: (vector_slice -> int) option, writeVecNB: (vector_slice -> int option) option}
  val augmentReader : reader -> reader
  val augmentWriter : writer -> writer
  val compare : pos * pos -> order
  val nullRd : unit -> reader
  val nullWr : unit -> writer
  val openVector : vector -> reader
end = BinPrimIO

structure Check_OS : sig
  eqtype syserror
  structure FileSys: OS_FILE_SYS
  structure IO: OS_IO
  structure Path: OS_PATH
  structure Process: OS_PROCESS
  exception SysErr of string * syserror option
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val syserror : string -> syserror option
end = OS

structure Check_OS_FileSys : sig
  type dirstream
  eqtype file_id
  datatype access_mode = A_EXEC | A_READ | A_WRITE
  val access : string * access_mode list -> bool
  val chDir : string -> unit
  val closeDir : dirstream -> unit
  val compare : file_id * file_id -> order
  val fileId : string -> file_id
  val fileSize : string -> Position.int
  val fullPath : string -> string
  val getDir : unit -> string
  val hash : file_id -> word
  val isDir : string -> bool
  val isLink : string -> bool
  val mkDir : string -> unit
  val modTime : string -> Time.time
  val openDir : string -> dirstream
  val readDir : dirstream -> string option
  val readLink : string -> string
  val realPath : string -> string
  val remove : string -> unit
  val rename : {new: string, old: string} -> unit
  val rewindDir : dirstream -> unit
  val rmDir : string -> unit
  val setTime : string * Time.time option -> unit
  val tmpName : unit -> string
end = OS.FileSys

structure Check_OS_Path : sig
  exception InvalidArc
  exception Path
  val base : string -> string
  val concat : string * string -> string
  val currentArc : string
  val dir : string -> string
  val ext : string -> string option
  val file : string -> string
  val fromString : string -> {arcs: string list, isAbs: bool, vol: string}
  val fromUnixPath : string -> string
  val getParent : string -> string
  val getVolume : string -> string
  val isAbsolute : string -> bool
  val isCanonical : string -> bool
  val isRelative : string -> bool
  val isRoot : string -> bool
  val joinBaseExt : {base: string, ext: string option} -> string
  val joinDirFile : {dir: string, file: string} -> string
  val mkAbsolute : {path: string, relativeTo: string} -> string
  val mkCanonical : string -> string
  val mkRelative : {path: string, relativeTo: string} -> string
  val parentArc : string
  val splitBaseExt : string -> {base: string, ext: string option}
  val splitDirFile : string -> {dir: string, file: string}
  val toString : {arcs: string list, isAbs: bool, vol: string} -> string
  val toUnixPath : string -> string
  val validVolume : {isAbs: bool, vol: string} -> bool
end = OS.Path

structure Check_OS_Process : sig
  type status
  val atExit : (unit -> unit) -> unit
  val exit : status -> 'a
  val failure : status
  val getEnv : string -> string option
  val isSuccess : status -> bool
  val sleep : Time.time -> unit
  val success : status
  val system : string -> status
  val terminate : status -> 'a
end = OS.Process

structure Check_OS_IO : sig
  eqtype iodesc
  eqtype iodesc_kind
  eqtype poll_desc
  type poll_info
  structure Kind : sig
    val device : iodesc_kind
    val dir : iodesc_kind
    val file : iodesc_kind
    val pipe : iodesc_kind
    val socket : iodesc_kind
    val symlink : iodesc_kind
    val tty : iodesc_kind
  end
  exception Poll
  val compare : iodesc * iodesc -> order
  val hash : iodesc -> word
  val infoToPollDesc : poll_info -> poll_desc
  val isIn : poll_info -> bool
  val isOut : poll_info -> bool
  val isPri : poll_info -> bool
  val kind : iodesc -> iodesc_kind
  val poll : poll_desc list * Time.time option -> poll_info list
  val pollDesc : iodesc -> poll_desc option
  val pollIn : poll_desc -> poll_desc
  val pollOut : poll_desc -> poll_desc
  val pollPri : poll_desc -> poll_desc
  val pollToIODesc : poll_desc -> iodesc
end = OS.IO

structure Check_CommandLine : sig
  val arguments : unit -> string list
  val name : unit -> string
end = CommandLine

structure Check_Time : sig
  eqtype time
  exception Time
  val + : time * time -> time
  val - : time * time -> time
  val < : time * time -> bool
  val <= : time * time -> bool
  val > : time * time -> bool
  val >= : time * time -> bool
  val compare : time * time -> order
  val fmt : int -> time -> string
  val fromMicroseconds : LargeInt.int -> time
  val fromMilliseconds : LargeInt.int -> time
  val fromNanoseconds : LargeInt.int -> time
  val fromReal : real -> time
  val fromSeconds : LargeInt.int -> time
  val fromString : string -> time option
  val now : unit -> time
  val scan : (char, 'a) StringCvt.reader -> (time, 'a) StringCvt.reader
  val toMicroseconds : time -> LargeInt.int
  val toMilliseconds : time -> LargeInt.int
  val toNanoseconds : time -> LargeInt.int
  val toReal : time -> real
  val toSeconds : time -> LargeInt.int
  val toString : time -> string
  val zeroTime : time
end = Time

structure Check_Timer : sig
  type cpu_timer
  type real_timer
  val checkCPUTimer : cpu_timer -> {sys: Time.time, usr: Time.time}
  val checkCPUTimes : cpu_timer -> {gc: {sys: Time.time, usr: Time.time}, nongc: {sys: Time.time, usr: Time.time}}
  val checkGCTime : cpu_timer -> Time.time
  val checkRealTimer : real_timer -> Time.time
  val startCPUTimer : unit -> cpu_timer
  val startRealTimer : unit -> real_timer
  val totalCPUTimer : unit -> cpu_timer
  val totalRealTimer : unit -> real_timer
end = Timer

structure Check_Date : sig
  type date
  datatype month = Apr | Aug | Dec | Feb | Jan | Jul | Jun | Mar | May | Nov | Oct | Sep
  datatype weekday = Fri | Mon | Sat | Sun | Thu | Tue | Wed
  exception Date
  val compare : date * date -> order
  val date : {day: int, hour: int, minute: int, month: month, offset: Time.time option, second: int, year: int} -> date
  val day : date -> int
  val fmt : string -> date -> string
  val fromString : string -> date option
  val fromTimeLocal : Time.time -> date
  val fromTimeUniv : Time.time -> date
  val hour : date -> int
  val isDst : date -> bool option
  val localOffset : unit -> Time.time
  val minute : date -> int
  val month : date -> month
  val offset : date -> Time.time option
  val scan : (char, 'a) StringCvt.reader -> 'a -> (date * 'a) option
  val second : date -> int
  val toString : date -> string
  val toTime : date -> Time.time
  val weekDay : date -> weekday
  val year : date -> int
  val yearDay : date -> int
end = Date

structure Check_Unix : sig
  type ('a, 'b) proc
  eqtype signal
  datatype exit_status = W_EXITED | W_EXITSTATUS of Word8.word | W_SIGNALED of signal | W_STOPPED of signal
  val binInstreamOf : (BinIO.instream, 'a) proc -> BinIO.instream
  val binOutstreamOf : ('a, BinIO.outstream) proc -> BinIO.outstream
  val execute : string * string list -> ('a, 'b) proc
  val executeInEnv : string * string list * string list -> ('a, 'b) proc
  val exit : Word8.word -> 'a
  val fromStatus : OS.Process.status -> exit_status
  val kill : ('a, 'b) proc * signal -> unit
  val reap : ('a, 'b) proc -> OS.Process.status
  val streamsOf : (TextIO.instream, TextIO.outstream) proc -> TextIO.instream * TextIO.outstream
  val textInstreamOf : (TextIO.instream, 'a) proc -> TextIO.instream
  val textOutstreamOf : ('a, TextIO.outstream) proc -> TextIO.outstream
end = Unix

structure Check_SML90 : sig
  type instream
  type outstream
  exception Abs
  exception Diff
  exception Exp
  exception Floor
  exception Interrupt
  exception Io of string
  exception Ln
  exception Mod
  exception Neg
  exception Ord
  exception Prod
  exception Quot
  exception Sqrt
  exception Sum
  val arctan : real -> real
  val chr : int -> string
  val close_in : instream -> unit
  val close_out : outstream -> unit
  val cos : real -> real
  val end_of_stream : instream -> bool
  val exp : real -> real
  val explode : string -> string list
  val implode : string list -> string
  val input : instream * int -> string
  val ln : real -> real
  val lookahead : instream -> string
  val open_in : string -> instream
  val open_out : string -> outstream
  val ord : string -> int
  val output : outstream * string -> unit
  val sin : real -> real
  val sqrt : real -> real
  val std_in : instream
  val std_out : outstream
end = SML90

structure Check_Posix_Error : sig
  eqtype syserror
  val acces : syserror
  val again : syserror
  val badf : syserror
  val badmsg : syserror
  val busy : syserror
  val canceled : syserror
  val child : syserror
  val deadlk : syserror
  val dom : syserror
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val exist : syserror
  val fault : syserror
  val fbig : syserror
  val fromWord : SysWord.word -> syserror
  val inprogress : syserror
  val intr : syserror
  val inval : syserror
  val io : syserror
  val isdir : syserror
  val loop : syserror
  val mfile : syserror
  val mlink : syserror
  val msgsize : syserror
  val nametoolong : syserror
  val nfile : syserror
  val nodev : syserror
  val noent : syserror
  val noexec : syserror
  val nolck : syserror
  val nomem : syserror
  val nospc : syserror
  val nosys : syserror
  val notdir : syserror
  val notempty : syserror
  val notsup : syserror
  val notty : syserror
  val nxio : syserror
  val perm : syserror
  val pipe : syserror
  val range : syserror
  val rofs : syserror
  val spipe : syserror
  val srch : syserror
  val syserror : string -> syserror option
  val toWord : syserror -> SysWord.word
  val toobig : syserror
  val xdev : syserror
end = Posix.Error

structure Check_Posix_Signal : sig
  eqtype signal
  val abrt : signal
  val alrm : signal
  val bus : signal
  val chld : signal
  val cont : signal
  val fpe : signal
  val fromWord : SysWord.word -> signal
  val hup : signal
  val ill : signal
  val int : signal
  val kill : signal
  val pipe : signal
  val quit : signal
  val segv : signal
  val stop : signal
  val term : signal
  val toWord : signal -> SysWord.word
  val tstp : signal
  val ttin : signal
  val ttou : signal
  val usr1 : signal
  val usr2 : signal
end = Posix.Signal

structure Check_Posix_FileSys : sig
  eqtype dev
  eqtype file_desc
  eqtype gid
  eqtype ino
  eqtype uid
  structure O : sig
    eqtype flags
    val all : flags
    val allSet : flags * flags -> bool
    val anySet : flags * flags -> bool
    val append : flags
    val clear : flags * flags -> flags
    val excl : flags
    val flags : flags list -> flags
    val fromWord : SysWord.word -> flags
    val intersect : flags list -> flags
    val noctty : flags
    val nonblock : flags
    val sync : flags
    val toWord : flags -> SysWord.word
    val trunc : flags
  end
  structure S : sig
    eqtype flags
    eqtype mode
    val all : flags
    val allSet : flags * flags -> bool
    val anySet : flags * flags -> bool
    val clear : flags * flags -> flags
    val flags : flags list -> flags
    val fromWord : SysWord.word -> flags
    val intersect : flags list -> flags
    val irgrp : mode
    val iroth : mode
    val irusr : mode
    val irwxg : mode
    val irwxo : mode
    val irwxu : mode
    val isgid : mode
    val isuid : mode
    val iwgrp : mode
    val iwoth : mode
    val iwusr : mode
    val ixgrp : mode
    val ixoth : mode
    val ixusr : mode
    val toWord : flags -> SysWord.word
  end
  structure ST : sig
    type stat
    val atime : stat -> Time.time
    val ctime : stat -> Time.time
    val dev : stat -> dev
    val gid : stat -> gid
    val ino : stat -> ino
    val isBlk : stat -> bool
    val isChr : stat -> bool
    val isDir : stat -> bool
    val isFIFO : stat -> bool
    val isLink : stat -> bool
    val isReg : stat -> bool
    val isSock : stat -> bool
    val mode : stat -> S.mode
    val mtime : stat -> Time.time
    val nlink : stat -> int
    val size : stat -> Position.int
    val uid : stat -> uid
  end
  datatype open_mode = O_RDONLY | O_RDWR | O_WRONLY
  val chdir : string -> unit
  val chmod : string * S.mode -> unit
  val creat : string * S.mode -> file_desc
  val createf : string * open_mode * O.flags * S.mode -> file_desc
  val devToWord : dev -> SysWord.word
  val fdToIOD : file_desc -> OS.IO.iodesc
  val fdToWord : file_desc -> SysWord.word
  val fstat : file_desc -> ST.stat
  val getcwd : unit -> string
  val inoToWord : ino -> SysWord.word
  val iodToFD : OS.IO.iodesc -> file_desc option
  val lstat : string -> ST.stat
  val mkdir : string * S.mode -> unit
  val openf : string * open_mode * O.flags -> file_desc
  val readlink : string -> string
  val rename : {new: string, old: string} -> unit
  val rmdir : string -> unit
  val stat : string -> ST.stat
  val stderr : file_desc
  val stdin : file_desc
  val stdout : file_desc
  val symlink : {new: string, old: string} -> unit
  val unlink : string -> unit
  val wordToDev : SysWord.word -> dev
  val wordToFD : SysWord.word -> file_desc
  val wordToIno : SysWord.word -> ino
end = Posix.FileSys

structure Check_Posix_IO : sig
  eqtype file_desc
  datatype whence = SEEK_CUR | SEEK_END | SEEK_SET
  val close : file_desc -> unit
  val dup2 : {new: file_desc, old: file_desc} -> unit
  val lseek : file_desc * Position.int * whence -> Position.int
  val pipe : unit -> {infd: file_desc, outfd: file_desc}
  val readArr : file_desc * Word8ArraySlice.slice -> int
  val readVec : file_desc * int -> Word8Vector.vector
  val writeArr : file_desc * Word8ArraySlice.slice -> int
  val writeVec : file_desc * Word8VectorSlice.slice -> int
end = Posix.IO

structure Check_Posix_ProcEnv : sig
  eqtype file_desc
  eqtype gid
  eqtype pid
  eqtype uid
  val environ : unit -> string list
  val getenv : string -> string option
  val getpid : unit -> pid
  val isatty : file_desc -> bool
  val time : unit -> Time.time
end = Posix.ProcEnv

structure Check_Posix_Process : sig
  eqtype pid
  eqtype signal
  datatype killpid_arg = K_GROUP of pid | K_PROC of pid | K_SAME_GROUP
  val exit : Word8.word -> 'a
  val kill : killpid_arg * signal -> unit
  val pidToWord : pid -> SysWord.word
  val sleep : Time.time -> Time.time
  val wordToPid : SysWord.word -> pid
end = Posix.Process

structure N1 : IO = IO
structure N2 : TEXT_IO = TextIO
structure N3 : TEXT_STREAM_IO = TextIO.StreamIO
structure N4 : PRIM_IO = TextPrimIO
structure N5 : BIN_IO = BinIO
structure N6 : STREAM_IO = BinIO.StreamIO
structure N7 : PRIM_IO = BinPrimIO
structure N8 : OS = OS
structure N9 : OS_FILE_SYS = OS.FileSys
structure N10 : OS_PATH = OS.Path
structure N11 : OS_PROCESS = OS.Process
structure N12 : OS_IO = OS.IO
structure N13 : COMMAND_LINE = CommandLine
structure N14 : TIME = Time
structure N15 : TIMER = Timer
structure N16 : DATE = Date
structure N17 : UNIX = Unix
structure N18 : SML90 = SML90
structure N19 : POSIX_ERROR = Posix.Error
structure N20 : POSIX_SIGNAL = Posix.Signal
structure N21 : IMPERATIVE_IO = TextIO
structure N22 : IMPERATIVE_IO = BinIO

structure MyPrimIO = PrimIO (structure Vector = CharVector
                             structure VectorSlice = CharVectorSlice
                             structure Array = CharArray
                             structure ArraySlice = CharArraySlice
                             val someElem = #"\000"
                             type pos = Position.int
                             val compare = Position.compare)
structure MyStreamIO = StreamIO (structure PrimIO = MyPrimIO
                                 structure Vector = CharVector
                                 structure Array = CharArray
                                 structure VectorSlice = CharVectorSlice
                                 structure ArraySlice = CharArraySlice
                                 val someElem = #"\000")
structure MyIO = ImperativeIO (structure StreamIO = MyStreamIO
                               structure Vector = CharVector
                               structure Array = CharArray)
structure N23 : PRIM_IO = MyPrimIO
structure N24 : STREAM_IO = MyStreamIO
structure N25 : IMPERATIVE_IO = MyIO

fun show l = print (String.concatWith " " l ^ "\n")
val ins = Check_TextIO.openString "first line\nsecond"
val _ = show [valOf (Check_TextIO.inputLine ins), Check_TextIO.inputAll ins]
val (line, _) = valOf (Check_TextIO_StreamIO.inputLine (Check_TextIO.getInstream (Check_TextIO.openString "a\nb")))
val _ = show [line, Check_OS_Path.joinBaseExt {base = "notes", ext = SOME "txt"}, Check_OS_Path.mkCanonical "a/./b/../c"]
val mine = MyIO.mkInstream (MyStreamIO.mkInstream (MyPrimIO.openVector "via the functors", ""))
val _ = show [MyIO.inputN (mine, 3), MyIO.inputAll mine]
val _ = show [Check_Time.toString (Check_Time.fromMilliseconds 1500), Check_Time.fmt 1 (Check_Time.fromReal 0.25),
              Check_Date.fmt "%Y-%m-%d %H:%M:%S" (Check_Date.fromTimeUniv (Check_Time.fromSeconds 86400))]
val _ = show [Check_Posix_Error.errorName Check_Posix_Error.noent,
              Bool.toString (Check_OS_Process.isSuccess Check_OS_Process.success),
              exnName (Check_IO.Io {name = "n", function = "f", cause = Check_IO.ClosedStream})]
