(* A subset of the Basis Library's Posix structure: what libraries use to
   write and read files through descriptors.
     Posix.Error       POSIX_ERROR: syserror (= OS's), names, messages,
                       toWord/fromWord and every named error (toobig...)
     Posix.Signal      POSIX_SIGNAL: signal (an int), toWord/fromWord and
                       every signal of the spec
     Posix.FileSys     file_desc, stdin/stdout/stderr, fdToIOD/iodToFD,
                       dev, ino (with devToWord... wordToIno),
                       O (BIT_FLAGS), open_mode, S (modes, BIT_FLAGS),
                       openf, createf, creat, unlink, mkdir, rmdir, chdir,
                       getcwd, rename, ST (stat: isDir, isReg, isLink,
                       isChr, isBlk, isFIFO, isSock, mode, ino, dev,
                       nlink, uid, gid, size, atime, mtime, ctime), stat,
                       lstat, fstat
     Posix.IO          close, readVec, readArr, writeVec, writeArr, pipe,
                       dup2, whence, lseek
     Posix.ProcEnv     getpid, getenv, environ, isatty, time
     Posix.Process     pidToWord, wordToPid, killpid_arg, kill, sleep, exit
   Left out: the rest of Posix (ProcEnv's ids and sysconf, Process's
   fork/exec/wait, SysDB, TTY,
   Posix.IO's fcntl/locks/mkReader...).  Descriptors and flags are ints;
   BIT_FLAGS.toWord/fromWord use SysWord (hidden alias of Word64 in
   sys.sml until the numerics structures define it).  Failures raise
   OS.SysErr. *)

signature BIT_FLAGS =
sig
  eqtype flags
  val toWord : flags -> SysWord.word
  val fromWord : SysWord.word -> flags
  val all : flags
  val flags : flags list -> flags
  val intersect : flags list -> flags
  val clear : flags * flags -> flags
  val allSet : flags * flags -> bool
  val anySet : flags * flags -> bool
end

signature POSIX_ERROR =
sig
  type syserror = OS.syserror
  val toWord : syserror -> SysWord.word
  val fromWord : SysWord.word -> syserror
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val syserror : string -> syserror option
  val toobig : syserror
  val acces : syserror
  val again : syserror
  val badf : syserror
  val badmsg : syserror
  val busy : syserror
  val canceled : syserror
  val child : syserror
  val deadlk : syserror
  val dom : syserror
  val exist : syserror
  val fault : syserror
  val fbig : syserror
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
  val xdev : syserror
end

signature POSIX_SIGNAL =
sig
  eqtype signal
  val toWord : signal -> SysWord.word
  val fromWord : SysWord.word -> signal
  val abrt : signal
  val alrm : signal
  val bus : signal
  val fpe : signal
  val hup : signal
  val ill : signal
  val int : signal
  val kill : signal
  val pipe : signal
  val quit : signal
  val segv : signal
  val term : signal
  val usr1 : signal
  val usr2 : signal
  val chld : signal
  val cont : signal
  val stop : signal
  val tstp : signal
  val ttin : signal
  val ttou : signal
end

structure Posix =
struct
  local
    open SkeinSys
    structure P = SkeinPrimIO
    (* Flags are non-negative, so toIntX is toInt here; it cannot raise,
       which keeps constant flag sets pure (dropped when unused). *)
    fun andb (a, b) = Word.toIntX (Word.andb (Word.fromInt a, Word.fromInt b))
    fun orb (a, b) = Word.toIntX (Word.orb (Word.fromInt a, Word.fromInt b))
    fun notb a = Word.toInt (Word.notb (Word.fromInt a))
  in
    structure Error : POSIX_ERROR =
    struct
      type syserror = OS.syserror
      val errorMsg = OS.errorMsg
      val errorName = OS.errorName
      val syserror = OS.syserror
      fun toWord e = SysWord.fromInt e
      fun fromWord w = SysWord.toInt w
      (* Every name is in the runtime's errno table (runtime/os.c). *)
      fun named n = case OS.syserror n of SOME e => e | NONE => ~1
      val toobig = named "toobig"
      val acces = named "acces"
      val again = named "again"
      val badf = named "badf"
      val badmsg = named "badmsg"
      val busy = named "busy"
      val canceled = named "canceled"
      val child = named "child"
      val deadlk = named "deadlk"
      val dom = named "dom"
      val exist = named "exist"
      val fault = named "fault"
      val fbig = named "fbig"
      val inprogress = named "inprogress"
      val intr = named "intr"
      val inval = named "inval"
      val io = named "io"
      val isdir = named "isdir"
      val loop = named "loop"
      val mfile = named "mfile"
      val mlink = named "mlink"
      val msgsize = named "msgsize"
      val nametoolong = named "nametoolong"
      val nfile = named "nfile"
      val nodev = named "nodev"
      val noent = named "noent"
      val noexec = named "noexec"
      val nolck = named "nolck"
      val nomem = named "nomem"
      val nospc = named "nospc"
      val nosys = named "nosys"
      val notdir = named "notdir"
      val notempty = named "notempty"
      val notsup = named "notsup"
      val notty = named "notty"
      val nxio = named "nxio"
      val perm = named "perm"
      val pipe = named "pipe"
      val range = named "range"
      val rofs = named "rofs"
      val spipe = named "spipe"
      val srch = named "srch"
      val xdev = named "xdev"
    end

    structure Signal : POSIX_SIGNAL =
    struct
      type signal = int
      fun toWord s = SysWord.fromInt s
      fun fromWord w = SysWord.toInt w
      val abrt = constant "SIGABRT"
      val alrm = constant "SIGALRM"
      val bus = constant "SIGBUS"
      val fpe = constant "SIGFPE"
      val hup = constant "SIGHUP"
      val ill = constant "SIGILL"
      val int = constant "SIGINT"
      val kill = constant "SIGKILL"
      val pipe = constant "SIGPIPE"
      val quit = constant "SIGQUIT"
      val segv = constant "SIGSEGV"
      val term = constant "SIGTERM"
      val usr1 = constant "SIGUSR1"
      val usr2 = constant "SIGUSR2"
      val chld = constant "SIGCHLD"
      val cont = constant "SIGCONT"
      val stop = constant "SIGSTOP"
      val tstp = constant "SIGTSTP"
      val ttin = constant "SIGTTIN"
      val ttou = constant "SIGTTOU"
    end

    structure FileSys =
    struct
      type file_desc = int
      type uid = int
      type gid = int
      val stdin = 0
      val stdout = 1
      val stderr = 2
      fun fdToWord fd = SysWord.fromInt fd
      fun wordToFD w = SysWord.toInt w
      fun fdToIOD fd = fd : OS.IO.iodesc
      fun iodToFD (d : OS.IO.iodesc) = SOME d
      (* the types of ST.dev and ST.ino *)
      type dev = int
      type ino = int
      fun devToWord d = SysWord.fromInt d
      fun wordToDev w = SysWord.toInt w
      fun inoToWord i = SysWord.fromInt i
      fun wordToIno w = SysWord.toInt w

      structure O =
      struct
        val append = constant "O_APPEND"
        val excl = constant "O_EXCL"
        val noctty = constant "O_NOCTTY"
        val nonblock = constant "O_NONBLOCK"
        val sync = constant "O_SYNC"
        val trunc = constant "O_TRUNC"
        local structure F = SkeinFlags (val all = orb (append, orb (excl, orb (noctty, orb (nonblock, orb (sync, trunc)))))) in open F end
      end

      datatype open_mode = O_RDONLY | O_WRONLY | O_RDWR
      fun modeBits O_RDONLY = constant "O_RDONLY"
        | modeBits O_WRONLY = constant "O_WRONLY"
        | modeBits O_RDWR = constant "O_RDWR"

      structure S =
      struct
        type mode = int
        val irwxu = constant "S_IRWXU"
        val irusr = constant "S_IRUSR"
        val iwusr = constant "S_IWUSR"
        val ixusr = constant "S_IXUSR"
        val irwxg = constant "S_IRWXG"
        val irgrp = constant "S_IRGRP"
        val iwgrp = constant "S_IWGRP"
        val ixgrp = constant "S_IXGRP"
        val irwxo = constant "S_IRWXO"
        val iroth = constant "S_IROTH"
        val iwoth = constant "S_IWOTH"
        val ixoth = constant "S_IXOTH"
        val isuid = constant "S_ISUID"
        val isgid = constant "S_ISGID"
        local structure F = SkeinFlags (val all = orb (irwxu, orb (irwxg, orb (irwxo, orb (isuid, orb (isgid, constant "S_ISVTX")))))) in open F end
      end

      fun openf (name, m, f) = check (P.openFile (name, orb (modeBits m, f), 0))
      fun createf (name, m, f, mode) = check (P.openFile (name, orb (orb (modeBits m, f), constant "O_CREAT"), mode))
      fun creat (name, mode) = createf (name, O_WRONLY, O.trunc, mode)
      fun unlink p = checkUnit (P.remove p)
      fun mkdir (p, mode) = checkUnit (P.mkDir (p, mode))
      fun rmdir p = checkUnit (P.rmDir p)
      fun chdir p = checkUnit (P.chDir p)
      fun getcwd () = checkObj (P.getDir ())
      fun rename {old, new} = checkUnit (P.rename (old, new))
      fun chmod (p, mode) = checkUnit (P.chmod (p, mode))
      fun symlink {old, new} = checkUnit (P.symlink (old, new))
      fun readlink p = checkObj (P.readLink p)

      structure ST =
      struct
        (* the fields of sk_fs_stat (runtime/io.c) *)
        type stat = int array
        fun kind (s : stat) = Array.sub (s, 11)
        fun isReg s = kind s = 0
        fun isDir s = kind s = 1
        fun isLink s = kind s = 2
        fun isChr s = kind s = 3
        fun isBlk s = kind s = 4
        fun isFIFO s = kind s = 5
        fun isSock s = kind s = 6
        fun mode (s : stat) = Array.sub (s, 0)
        fun size (s : stat) = Array.sub (s, 1) : Position.int
        fun dev (s : stat) = Array.sub (s, 4)
        fun ino (s : stat) = Array.sub (s, 5)
        fun nlink (s : stat) = Array.sub (s, 6)
        fun uid (s : stat) = Array.sub (s, 7)
        fun gid (s : stat) = Array.sub (s, 8)
        fun secs k (s : stat) = Time.fromSeconds (LargeInt.fromInt (Array.sub (s, k)))
        val mtime = secs 2
        val atime = secs 9
        val ctime = secs 10
      end

      fun statWith (p, follow) =
        let val a = Array.array (12, 0) in checkUnit (P.stat (p, follow, a)); a end
      fun stat p = statWith (p, 1)
      fun lstat p = statWith (p, 0)
      fun fstat fd = let val a = Array.array (12, 0) in checkUnit (P.fstat (fd, a)); a end
    end

    structure IO =
    struct
      type file_desc = int
      fun close fd = checkUnit (P.close fd)
      fun readVec (fd, n) = if n < 0 then raise Size else checkObj (P.readSlots (fd, n)) : Word8Vector.vector
      fun readArr (fd, sl) = let val (a, i, n) = Word8ArraySlice.base sl in check (P.readIntoSlots (fd, a, i, n)) end
      fun writeVec (fd, sl) = let val (v, i, n) = Word8VectorSlice.base sl in check (P.writeSlots (fd, v, i, n)) end
      fun writeArr (fd, sl) = let val (a, i, n) = Word8ArraySlice.base sl in check (P.writeSlots (fd, a, i, n)) end
      fun pipe () =
        let val a = Array.array (2, 0)
        in checkUnit (P.pipe a); {infd = Array.sub (a, 0), outfd = Array.sub (a, 1)} end
      fun dup2 {old, new} = checkUnit (P.dup2 (old, new))
      datatype whence = SEEK_SET | SEEK_CUR | SEEK_END
      fun lseek (fd, off, w) =
        check (P.seek (fd, off, case w of SEEK_SET => 0 | SEEK_CUR => 1 | SEEK_END => 2))
    end

    structure ProcEnv =
    struct
      type pid = int
      type uid = int
      type gid = int
      type file_desc = int
      fun getpid () = P.getpid ()
      fun getenv name = OS.Process.getEnv name
      fun environ () = List.tabulate (P.environCount (), P.environEntry)
      fun isatty fd = P.isatty fd = 1
      fun time () = Time.now ()
    end

    structure Process =
    struct
      type pid = int
      type signal = Signal.signal
      fun pidToWord p = SysWord.fromInt p
      fun wordToPid w = SysWord.toInt w
      datatype killpid_arg = K_PROC of pid | K_SAME_GROUP | K_GROUP of pid
      fun kill (arg, s) =
        checkUnit (P.kill (case arg of K_PROC p => p | K_SAME_GROUP => 0 | K_GROUP g => ~ g, s))
      (* Sleeps the whole time (nanosleep resumes after signals): nothing
         is left. *)
      fun sleep t =
        (if Time.> (t, Time.zeroTime) then P.sleepNs (LargeInt.toInt (Time.toNanoseconds t)) else ();
         Time.zeroTime)
      (* _exit: no exit actions, no flushing (the spec's Posix.Process.exit). *)
      fun exit (w : Word8.word) = (P.terminate (Word8.toInt w); raise Fail "Posix.Process.exit")
    end
  end
end
