(* SkeinFdIO: TextPrimIO/BinPrimIO readers and writers on file
   descriptors, and opening files for TextIO/BinIO (raising IO.Io with
   OS.SysErr as cause).  Hidden by basis.mlb; used by TextIO, BinIO, Posix
   and Unix.  Readers and writers raise SkeinSys.SysErr (OS.SysErr); the
   StreamIO layer wraps it into IO.Io.  Descriptors are positioned
   (getPos/setPos/endPos) when lseek works on them. *)

local
  open SkeinSys
  structure P = SkeinPrimIO

  fun pollOne (fd, ev, timeout) =
    let val fds = Array.array (1, fd)
        val evs = Array.array (1, ev)
        val rev = Array.array (1, 0)
    in check (P.poll (fds, evs, rev, 1, timeout)) > 0 end

  fun seekable fd = P.seek (fd, 0, 1) >= 0
  fun fdSize fd = let val st = Array.array (12, 0) in checkUnit (P.fstat (fd, st)); Array.sub (st, 1) end
  fun isReg fd = let val st = Array.array (12, 0) in P.fstat (fd, st) >= 0 andalso Array.sub (st, 11) = 0 end

  (* What every descriptor reader and writer has besides its read/write
     functions. *)
  fun common fd =
    let val sk = seekable fd
        val getPos = if sk then SOME (fn () => check (P.seek (fd, 0, 1))) else NONE
        val setPos = if sk then SOME (fn p => checkUnit (P.seek (fd, p, 0))) else NONE
        val endPos = if sk then SOME (fn () => fdSize fd) else NONE
    in (getPos, setPos, endPos) end

  val chunk = 65536
in
  structure SkeinFdIO =
  struct
    fun textReader {fd, name} =
      let
        val (getPos, setPos, endPos) = common fd
        fun readVec n = if n < 0 then raise Size else checkObj (P.readString (fd, n))
        fun readArr sl = let val (a, i, n) = CharArraySlice.base sl in check (P.readIntoSlots (fd, a, i, n)) end
        fun ready () = pollOne (fd, 1, 0)
      in
        TextPrimIO.RD {name = name, chunkSize = chunk, readVec = SOME readVec, readArr = SOME readArr,
          readVecNB = SOME (fn n => if ready () then SOME (readVec n) else NONE),
          readArrNB = SOME (fn sl => if ready () then SOME (readArr sl) else NONE),
          block = SOME (fn () => ignore (pollOne (fd, 1, ~1))), canInput = SOME ready,
          avail = fn () => (case (getPos, isReg fd) of
                              (SOME g, true) => SOME (Int.max (0, fdSize fd - g ()))
                            | _ => NONE),
          getPos = getPos, setPos = setPos, endPos = endPos, verifyPos = getPos,
          close = fn () => checkUnit (P.close fd), ioDesc = SOME fd}
      end

    fun binReader {fd, name} =
      let
        val (getPos, setPos, endPos) = common fd
        fun readVec n = if n < 0 then raise Size else checkObj (P.readSlots (fd, n)) : Word8Vector.vector
        fun readArr sl = let val (a, i, n) = Word8ArraySlice.base sl in check (P.readIntoSlots (fd, a, i, n)) end
        fun ready () = pollOne (fd, 1, 0)
      in
        BinPrimIO.RD {name = name, chunkSize = chunk, readVec = SOME readVec, readArr = SOME readArr,
          readVecNB = SOME (fn n => if ready () then SOME (readVec n) else NONE),
          readArrNB = SOME (fn sl => if ready () then SOME (readArr sl) else NONE),
          block = SOME (fn () => ignore (pollOne (fd, 1, ~1))), canInput = SOME ready,
          avail = fn () => (case (getPos, isReg fd) of
                              (SOME g, true) => SOME (Int.max (0, fdSize fd - g ()))
                            | _ => NONE),
          getPos = getPos, setPos = setPos, endPos = endPos, verifyPos = getPos,
          close = fn () => checkUnit (P.close fd), ioDesc = SOME fd}
      end

    fun textWriter {fd, name, chunkSize} =
      let
        val (getPos, setPos, endPos) = common fd
        fun writeVec sl = let val (s, i, n) = CharVectorSlice.base sl in check (P.writeString (fd, s, i, n)) end
        fun writeArr sl = let val (a, i, n) = CharArraySlice.base sl in check (P.writeSlots (fd, a, i, n)) end
        fun ready () = pollOne (fd, 2, 0)
      in
        TextPrimIO.WR {name = name, chunkSize = chunkSize, writeVec = SOME writeVec, writeArr = SOME writeArr,
          writeVecNB = SOME (fn sl => if ready () then SOME (writeVec sl) else NONE),
          writeArrNB = SOME (fn sl => if ready () then SOME (writeArr sl) else NONE),
          block = SOME (fn () => ignore (pollOne (fd, 2, ~1))), canOutput = SOME ready,
          getPos = getPos, setPos = setPos, endPos = endPos, verifyPos = getPos,
          close = fn () => checkUnit (P.close fd), ioDesc = SOME fd}
      end

    fun binWriter {fd, name, chunkSize} =
      let
        val (getPos, setPos, endPos) = common fd
        fun writeVec sl = let val (v, i, n) = Word8VectorSlice.base sl in check (P.writeSlots (fd, v, i, n)) end
        fun writeArr sl = let val (a, i, n) = Word8ArraySlice.base sl in check (P.writeSlots (fd, a, i, n)) end
        fun ready () = pollOne (fd, 2, 0)
      in
        BinPrimIO.WR {name = name, chunkSize = chunkSize, writeVec = SOME writeVec, writeArr = SOME writeArr,
          writeVecNB = SOME (fn sl => if ready () then SOME (writeVec sl) else NONE),
          writeArrNB = SOME (fn sl => if ready () then SOME (writeArr sl) else NONE),
          block = SOME (fn () => ignore (pollOne (fd, 2, ~1))), canOutput = SOME ready,
          getPos = getPos, setPos = setPos, endPos = endPos, verifyPos = getPos,
          close = fn () => checkUnit (P.close fd), ioDesc = SOME fd}
      end

    fun isatty fd = P.isatty fd = 1

    (* Opens a file for openIn/openOut/openAppend, raising IO.Io. *)
    fun openFile (name, function, flags) =
      let val r = P.openFile (name, flags, 438 (* 0666, less the umask *))
      in if r < 0 then raise IO.Io {name = name, function = function, cause = sysErr (~ r)} else r end

    val rdonly = constant "O_RDONLY"
    (* Distinct bits: or is sum.  Word operations cannot raise, so the
       flags are pure and dropped from programs that open no file. *)
    fun orb3 (a, b, c) = Word.toIntX (Word.orb (Word.fromInt a, Word.orb (Word.fromInt b, Word.fromInt c)))
    val outFlags = orb3 (constant "O_WRONLY", constant "O_CREAT", constant "O_TRUNC")
    val appendFlags = orb3 (constant "O_WRONLY", constant "O_CREAT", constant "O_APPEND")
  end
end

