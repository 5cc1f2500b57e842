(* OS (OS_FILE_SYS, OS_PATH, OS_PROCESS, OS_IO) and CommandLine, on the
   SkeinPrimIO system primitives.  Every failing system call raises
   OS.SysErr (strerror message, SOME errno) (SkeinSys.check).
   OS.Process.status is the exit code (0..255) of a process, or 256 +
   the signal number for a process killed by a signal (OS.Process.system);
   exit and terminate take the low 8 bits, as exit(3) does. *)

signature OS_FILE_SYS =
sig
  type dirstream
  val openDir : string -> dirstream
  val readDir : dirstream -> string option
  val rewindDir : dirstream -> unit
  val closeDir : dirstream -> unit
  val chDir : string -> unit
  val getDir : unit -> string
  val mkDir : string -> unit
  val rmDir : string -> unit
  val isDir : string -> bool
  val isLink : string -> bool
  val readLink : string -> string
  val fullPath : string -> string
  val realPath : string -> string
  val modTime : string -> Time.time
  val fileSize : string -> Position.int
  val setTime : string * Time.time option -> unit
  val remove : string -> unit
  val rename : {old : string, new : string} -> unit
  datatype access_mode = A_READ | A_WRITE | A_EXEC
  val access : string * access_mode list -> bool
  val tmpName : unit -> string
  eqtype file_id
  val fileId : string -> file_id
  val hash : file_id -> word
  val compare : file_id * file_id -> order
end

signature OS_PROCESS =
sig
  type status
  val success : status
  val failure : status
  val isSuccess : status -> bool
  val system : string -> status
  val atExit : (unit -> unit) -> unit
  val exit : status -> 'a
  val terminate : status -> 'a
  val getEnv : string -> string option
  val sleep : Time.time -> unit
end

signature OS_IO =
sig
  eqtype iodesc
  val hash : iodesc -> word
  val compare : iodesc * iodesc -> order
  eqtype iodesc_kind
  val kind : iodesc -> iodesc_kind
  structure Kind :
  sig
    val file : iodesc_kind
    val dir : iodesc_kind
    val symlink : iodesc_kind
    val tty : iodesc_kind
    val pipe : iodesc_kind
    val socket : iodesc_kind
    val device : iodesc_kind
  end
  eqtype poll_desc
  type poll_info
  val pollDesc : iodesc -> poll_desc option
  val pollToIODesc : poll_desc -> iodesc
  exception Poll
  val pollIn : poll_desc -> poll_desc
  val pollOut : poll_desc -> poll_desc
  val pollPri : poll_desc -> poll_desc
  val poll : poll_desc list * Time.time option -> poll_info list
  val isIn : poll_info -> bool
  val isOut : poll_info -> bool
  val isPri : poll_info -> bool
  val infoToPollDesc : poll_info -> poll_desc
end

(* OS_PATH is declared in os-path.sml, which basis.mlb hides; this binds
   the name for user code. *)
signature OS_PATH = OS_PATH

signature OS =
sig
  eqtype syserror
  exception SysErr of string * syserror option
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val syserror : string -> syserror option
  structure FileSys : OS_FILE_SYS
  structure Path : OS_PATH
  structure Process : OS_PROCESS
  structure IO : OS_IO
end

structure OS : OS =
struct
  open SkeinSys
  structure P = SkeinPrimIO

  type syserror = SkeinSys.syserror
  exception SysErr = SkeinSys.SysErr
  val errorMsg = P.errorMsg
  fun errorName e = case P.errorName e of "" => "errno" ^ Int.toString e | n => n
  fun syserror s = let val e = P.syserror s in if e < 0 then NONE else SOME e end

  structure Path = SkeinOSPath

  structure FileSys =
  struct
    fun badf () = sysErr (valOf (syserror "badf"))

    (* The DIR pointer while open; closeDir sets it to NONE.  An abstype,
       so that dirstream does not admit equality (the spec's is abstract). *)
    abstype dirstream = DS of int option ref with
      fun openDir p = DS (ref (SOME (check (P.openDir p))))
      fun readDir (DS d) =
        case !d of
          NONE => raise badf ()
        | SOME h => (case checkObj (P.readDir h) of "" => NONE | name => SOME name)
      fun rewindDir (DS d) = case !d of NONE => raise badf () | SOME h => checkUnit (P.rewindDir h)
      fun closeDir (DS d) = case !d of NONE => () | SOME h => (d := NONE; checkUnit (P.closeDir h))
    end

    fun chDir p = checkUnit (P.chDir p)
    fun getDir () = checkObj (P.getDir ())
    fun mkDir p = checkUnit (P.mkDir (p, 511 (* 0777, less the umask *)))
    fun rmDir p = checkUnit (P.rmDir p)

    (* stat fields: see sk_fs_stat in runtime/io.c *)
    fun stat (p, follow) =
      let val a = Array.array (12, 0) in checkUnit (P.stat (p, if follow then 1 else 0, a)); a end

    fun isDir p = Array.sub (stat (p, true), 11) = 1
    fun isLink p = Array.sub (stat (p, false), 11) = 2
    fun readLink p = checkObj (P.readLink p)

    fun fullPath p =
      let
        (* Resolves the arcs one by one from `dir`, following links. *)
        fun walk (dir, [], _) = dir
          | walk (dir, arc :: rest, links) =
              if arc = "" orelse arc = Path.currentArc then walk (dir, rest, links)
              else if arc = Path.parentArc then walk (Path.getParent dir, rest, links)
              else
                let val q = Path.concat (dir, arc)
                in
                  if isLink q then
                    if links > 40 then raise sysErr (valOf (syserror "loop"))
                    else
                      let val target = readLink q
                          val {isAbs, arcs, ...} = Path.fromString target
                      in walk (if isAbs then "/" else dir, arcs @ rest, links + 1) end
                  else walk (q, rest, links)
                end
        val {isAbs, arcs, ...} = Path.fromString p
        val start = if isAbs then "/" else getDir ()
      in
        Path.mkCanonical (walk (start, arcs, 0))
      end

    fun realPath p =
      if Path.isAbsolute p then fullPath p
      else Path.mkRelative {path = fullPath p, relativeTo = fullPath (getDir ())}

    fun modTime p =
      let val a = stat (p, true)
      in Time.+ (Time.fromSeconds (LargeInt.fromInt (Array.sub (a, 2))),
                 Time.fromNanoseconds (LargeInt.fromInt (Array.sub (a, 3))))
      end
    fun fileSize p = Array.sub (stat (p, true), 1)

    fun setTime (p, NONE) = checkUnit (P.setTime (p, 0, 0, 1))
      | setTime (p, SOME t) =
          let val ns = Time.toNanoseconds t
              val s = LargeInt.div (ns, LargeInt.fromInt 1000000000)
              val n = LargeInt.mod (ns, LargeInt.fromInt 1000000000)
          in checkUnit (P.setTime (p, LargeInt.toInt s, LargeInt.toInt n, 0)) end

    fun remove p = checkUnit (P.remove p)
    fun rename {old, new} = checkUnit (P.rename (old, new))

    datatype access_mode = A_READ | A_WRITE | A_EXEC
    fun access (p, modes) =
      let
        fun bit A_READ = constant "R_OK"
          | bit A_WRITE = constant "W_OK"
          | bit A_EXEC = constant "X_OK"
        val mode = List.foldl (fn (m, acc) => Int.+ (bit m, acc)) (constant "F_OK") modes
        val r = P.access (p, mode)
      in
        if r >= 0 then true
        else
          let val e = ~ r
          in if SOME e = syserror "acces" orelse SOME e = syserror "noent" orelse SOME e = syserror "notdir"
                orelse SOME e = syserror "rofs" orelse SOME e = syserror "loop" orelse SOME e = syserror "nametoolong"
             then false else raise sysErr e
          end
      end

    fun tmpName () = checkObj (P.tmpName ())

    (* (device, inode) *)
    type file_id = int * int
    fun fileId p = let val a = stat (p, true) in (Array.sub (a, 4), Array.sub (a, 5)) end
    fun hash (dev, ino) = Word.fromInt (Int.+ (Int.* (dev, 31), ino))
    fun compare ((d1, i1), (d2, i2)) = case Int.compare (d1, d2) of EQUAL => Int.compare (i1, i2) | c => c
  end

  structure Process =
  struct
    type status = int
    val success = 0
    val failure = 1
    fun isSuccess st = st = 0

    (* Our buffered output goes out before the command's. *)
    fun system cmd =
      let val () = SkeinSys.flushAll ()
          val raw = check (P.system cmd)
          val a = Array.array (2, 0)
      in ignore (P.waitStatus (raw, a));
         if Array.sub (a, 0) = 0 then Array.sub (a, 1) else Int.+ (256, Array.sub (a, 1))
      end

    (* An action registered while the actions run (from inside one) is
       ignored, as in MLton and Poly/ML. *)
    fun atExit f = if !SkeinSys.exiting then () else SkeinSys.exitActions := f :: !SkeinSys.exitActions

    (* exit(3): the runtime's exit hook runs the atExit actions and flushes
       the open output streams (SkeinSys.exitHook).  From inside an atExit
       action: the remaining actions run, streams are flushed, then _exit. *)
    fun exit st =
      (if !SkeinSys.exiting then (SkeinSys.exitHook (); P.terminate (Int.mod (st, 256)))
       else P.exit (Int.mod (st, 256));
       raise Fail "OS.Process.exit returned")
    fun terminate st = (P.terminate (Int.mod (st, 256)); raise Fail "OS.Process.terminate returned")

    fun getEnv name = if P.envDefined name <> 0 then SOME (P.getEnv name) else NONE

    fun sleep t =
      let val ns = Time.toNanoseconds t
          val maxNs = LargeInt.fromInt (valOf Int.maxInt)
      in
        if LargeInt.> (ns, maxNs) then (P.sleepNs (valOf Int.maxInt); sleep (Time.fromNanoseconds (LargeInt.- (ns, maxNs))))
        else if LargeInt.> (ns, LargeInt.fromInt 0) then P.sleepNs (LargeInt.toInt ns)
        else ()
      end
  end

  structure IO =
  struct
    type iodesc = int
    fun hash fd = Word.fromInt fd
    val compare = Int.compare
    type iodesc_kind = int
    structure Kind =
    struct
      val file = 0
      val dir = 1
      val symlink = 2
      val device = 3
      val pipe = 5
      val socket = 6
      val tty = 7
    end
    fun kind fd =
      let val a = Array.array (12, 0)
      in checkUnit (P.fstat (fd, a));
         if P.isatty fd = 1 then Kind.tty
         else case Array.sub (a, 11) of 4 => Kind.device | k => k
      end

    (* (descriptor, events: 1 in, 2 out, 4 pri) *)
    type poll_desc = int * int
    exception Poll
    fun pollDesc fd = if fd >= 0 then SOME (fd, 0) else NONE
    fun pollToIODesc (fd, _) = fd
    fun pollIn (fd, e) = (fd, Word.toInt (Word.orb (Word.fromInt e, 0w1)))
    fun pollOut (fd, e) = (fd, Word.toInt (Word.orb (Word.fromInt e, 0w2)))
    fun pollPri (fd, e) = (fd, Word.toInt (Word.orb (Word.fromInt e, 0w4)))

    (* descriptor, requested, ready; an abstype, so that poll_info does not
       admit equality (the spec's is abstract) *)
    abstype poll_info = PI of int * int * int with
      fun poll (descs, timeout) =
        let
          val n = List.length descs
          val fds = Array.fromList (List.map #1 descs)
          val evs = Array.fromList (List.map #2 descs)
          val rev = Array.array (n, 0)
          val ms = case timeout of
                     NONE => ~1
                   | SOME t => if Time.< (t, Time.zeroTime) then raise General.Domain
                               else LargeInt.toInt (Time.toMilliseconds t)
        in
          ignore (check (P.poll (fds, evs, rev, n, ms)));
          List.map PI (List.filter (fn (_, _, r) => r <> 0)
            (List.tabulate (n, fn k => (Array.sub (fds, k), Array.sub (evs, k),
                                        Word.toInt (Word.andb (Word.fromInt (Array.sub (rev, k)),
                                                               Word.fromInt (Array.sub (evs, k))))))))
        end
      fun isIn (PI (_, _, r)) = Word.andb (Word.fromInt r, 0w1) <> 0w0
      fun isOut (PI (_, _, r)) = Word.andb (Word.fromInt r, 0w2) <> 0w0
      fun isPri (PI (_, _, r)) = Word.andb (Word.fromInt r, 0w4) <> 0w0
      fun infoToPollDesc (PI (fd, e, _)) = (fd, e)
    end
  end
end

signature COMMAND_LINE =
sig
  val name : unit -> string
  val arguments : unit -> string list
end

structure CommandLine : COMMAND_LINE =
struct
  fun name () = SkeinPrimIO.commandName ()
  fun arguments () = List.tabulate (SkeinPrimIO.argc (), SkeinPrimIO.arg)
end
