(* The I/O stack of the Basis Library: IO, PRIM_IO and the PrimIO functor
   (TextPrimIO, BinPrimIO), STREAM_IO and the StreamIO functor, TextIO
   (TEXT_IO, TEXT_STREAM_IO) and BinIO (BIN_IO), over file descriptors.

   Layers:
   - readers and writers (PrimIO) on a file descriptor call the
     SkeinPrimIO primitives and raise OS.SysErr (SkeinSys.SysErr);
   - StreamIO wraps every failure of a reader or writer (and
     ClosedStream, BlockingNotSupported...) into IO.Io {name, function,
     cause};
   - functional instreams are (source, chunk, position): a chunk holds a
     vector read from the reader and, once read, a link to the next chunk,
     so every stream value keeps meaning the same input (the next link is
     filled at most once).  An empty chunk is an end of file; reading past
     it reads the reader again.
   - outstreams are imperative: a list of pending vectors (most recent
     first) and their total length, written out when the buffer mode says
     so, on flushOut/closeOut, and at exit (every outstream is registered
     with SkeinSys until closed);
   - descriptor readers/writers are in fdio.sml, TextIO/BinIO (imperative
     streams as refs to StreamIO streams) in textio.sml. *)

signature IO =
sig
  exception Io of {name : string, function : string, cause : exn}
  exception BlockingNotSupported
  exception NonblockingNotSupported
  exception RandomAccessNotSupported
  exception ClosedStream
  datatype buffer_mode = NO_BUF | LINE_BUF | BLOCK_BUF
end

structure IO : IO =
struct
  exception Io of {name : string, function : string, cause : exn}
  exception BlockingNotSupported
  exception NonblockingNotSupported
  exception RandomAccessNotSupported
  exception ClosedStream
  datatype buffer_mode = NO_BUF | LINE_BUF | BLOCK_BUF
end

signature PRIM_IO =
sig
  type elem
  type vector
  type vector_slice
  type array
  type array_slice
  eqtype pos
  val compare : pos * pos -> order
  datatype reader = RD of {
    name : string,
    chunkSize : int,
    readVec : (int -> vector) option,
    readArr : (array_slice -> int) option,
    readVecNB : (int -> vector option) option,
    readArrNB : (array_slice -> int option) option,
    block : (unit -> unit) option,
    canInput : (unit -> bool) option,
    avail : unit -> int option,
    getPos : (unit -> pos) option,
    setPos : (pos -> unit) option,
    endPos : (unit -> pos) option,
    verifyPos : (unit -> pos) option,
    close : unit -> unit,
    ioDesc : SkeinSys.iodesc option
  }
  datatype writer = WR of {
    name : string,
    chunkSize : int,
    writeVec : (vector_slice -> int) option,
    writeArr : (array_slice -> int) option,
    writeVecNB : (vector_slice -> int option) option,
    writeArrNB : (array_slice -> int option) option,
    block : (unit -> unit) option,
    canOutput : (unit -> bool) option,
    getPos : (unit -> pos) option,
    setPos : (pos -> unit) option,
    endPos : (unit -> pos) option,
    verifyPos : (unit -> pos) option,
    close : unit -> unit,
    ioDesc : SkeinSys.iodesc option
  }
  val openVector : vector -> reader
  val nullRd : unit -> reader
  val nullWr : unit -> writer
  val augmentReader : reader -> reader
  val augmentWriter : writer -> writer
end

functor PrimIO (structure Vector : MONO_VECTOR
                structure VectorSlice : MONO_VECTOR_SLICE
                  where type vector = Vector.vector where type elem = Vector.elem
                structure Array : MONO_ARRAY
                  where type vector = Vector.vector where type elem = Vector.elem
                structure ArraySlice : MONO_ARRAY_SLICE
                  where type vector = Vector.vector where type elem = Vector.elem
                  where type array = Array.array where type vector_slice = VectorSlice.slice
                val someElem : Vector.elem
                eqtype pos
                val compare : pos * pos -> order) : PRIM_IO =
struct
  type elem = Vector.elem
  type vector = Vector.vector
  type vector_slice = VectorSlice.slice
  type array = Array.array
  type array_slice = ArraySlice.slice
  type pos = pos
  val compare = compare
  datatype reader = RD of {
    name : string,
    chunkSize : int,
    readVec : (int -> vector) option,
    readArr : (array_slice -> int) option,
    readVecNB : (int -> vector option) option,
    readArrNB : (array_slice -> int option) option,
    block : (unit -> unit) option,
    canInput : (unit -> bool) option,
    avail : unit -> int option,
    getPos : (unit -> pos) option,
    setPos : (pos -> unit) option,
    endPos : (unit -> pos) option,
    verifyPos : (unit -> pos) option,
    close : unit -> unit,
    ioDesc : SkeinSys.iodesc option
  }
  datatype writer = WR of {
    name : string,
    chunkSize : int,
    writeVec : (vector_slice -> int) option,
    writeArr : (array_slice -> int) option,
    writeVecNB : (vector_slice -> int option) option,
    writeArrNB : (array_slice -> int option) option,
    block : (unit -> unit) option,
    canOutput : (unit -> bool) option,
    getPos : (unit -> pos) option,
    setPos : (pos -> unit) option,
    endPos : (unit -> pos) option,
    verifyPos : (unit -> pos) option,
    close : unit -> unit,
    ioDesc : SkeinSys.iodesc option
  }

  val empty = Vector.fromList []

  (* A reader of v, which reads at most `chunk` elements at a time. *)
  fun openVector v =
    let
      val at = ref 0
      val closed = ref false
      val len = Vector.length v
      fun readVec n =
        if n < 0 then raise Size
        else if !closed then raise IO.ClosedStream
        else let val k = Int.min (n, len - !at)
                 val r = VectorSlice.vector (VectorSlice.slice (v, !at, SOME k))
             in at := !at + k; r end
      fun readArr sl =
        let val (a, i, n) = ArraySlice.base sl
            val r = readVec n
        in ArraySlice.copyVec {src = VectorSlice.full r, dst = a, di = i}; Vector.length r end
    in
      RD {name = "<vector>", chunkSize = Int.max (1, len), readVec = SOME readVec, readArr = SOME readArr,
          readVecNB = SOME (SOME o readVec), readArrNB = SOME (SOME o readArr),
          block = SOME (fn () => ()), canInput = SOME (fn () => true),
          avail = fn () => SOME (len - !at), getPos = NONE, setPos = NONE, endPos = NONE,
          verifyPos = NONE, close = fn () => closed := true, ioDesc = NONE}
    end

  fun nullRd () =
    let val closed = ref false
        fun readVec n = if n < 0 then raise Size else if !closed then raise IO.ClosedStream else empty
        fun readArr sl = if !closed then raise IO.ClosedStream else 0
    in
      RD {name = "<null>", chunkSize = 1, readVec = SOME readVec, readArr = SOME readArr,
          readVecNB = SOME (SOME o readVec), readArrNB = SOME (SOME o readArr),
          block = SOME (fn () => ()), canInput = SOME (fn () => true), avail = fn () => SOME 0,
          getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE,
          close = fn () => closed := true, ioDesc = NONE}
    end

  fun nullWr () =
    let val closed = ref false
        fun chk () = if !closed then raise IO.ClosedStream else ()
        fun writeVec sl = (chk (); VectorSlice.length sl)
        fun writeArr sl = (chk (); ArraySlice.length sl)
    in
      WR {name = "<null>", chunkSize = 1, writeVec = SOME writeVec, writeArr = SOME writeArr,
          writeVecNB = SOME (SOME o writeVec), writeArrNB = SOME (SOME o writeArr),
          block = SOME (fn () => ()), canOutput = SOME (fn () => true),
          getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE,
          close = fn () => closed := true, ioDesc = NONE}
    end

  (* Vector operations from array ones and back. *)
  fun vecFromArr readArr n =
    let val a = Array.array (n, someElem)
        val k = readArr (ArraySlice.slice (a, 0, SOME n))
    in ArraySlice.vector (ArraySlice.slice (a, 0, SOME k)) end
  fun arrFromVec readVec sl =
    let val (a, i, n) = ArraySlice.base sl
        val v = readVec n
    in ArraySlice.copyVec {src = VectorSlice.full v, dst = a, di = i}; Vector.length v end
  fun vecFromArrNB readArrNB n =
    let val a = Array.array (n, someElem)
    in case readArrNB (ArraySlice.slice (a, 0, SOME n)) of
         NONE => NONE
       | SOME k => SOME (ArraySlice.vector (ArraySlice.slice (a, 0, SOME k)))
    end
  fun arrFromVecNB readVecNB sl =
    let val (a, i, n) = ArraySlice.base sl
    in case readVecNB n of
         NONE => NONE
       | SOME v => (ArraySlice.copyVec {src = VectorSlice.full v, dst = a, di = i}; SOME (Vector.length v))
    end

  fun augmentReader (RD {name, chunkSize, readVec, readArr, readVecNB, readArrNB, block, canInput, avail,
                         getPos, setPos, endPos, verifyPos, close, ioDesc}) =
    let
      val readVec' =
        case (readVec, readArr, readVecNB, readArrNB) of
          (SOME f, _, _, _) => SOME f
        | (NONE, SOME g, _, _) => SOME (vecFromArr g)
        | (NONE, NONE, SOME f, _) => (case block of
                                        SOME b => SOME (fn n => (b (); case f n of SOME v => v | NONE => empty))
                                      | NONE => NONE)
        | (NONE, NONE, NONE, SOME g) => (case block of
                                           SOME b => SOME (fn n => (b (); case vecFromArrNB g n of SOME v => v | NONE => empty))
                                         | NONE => NONE)
        | _ => NONE
      val readArr' = case (readArr, readVec') of (SOME g, _) => SOME g | (NONE, SOME f) => SOME (arrFromVec f) | _ => NONE
      val readVecNB' =
        case (readVecNB, readArrNB, readVec', canInput) of
          (SOME f, _, _, _) => SOME f
        | (NONE, SOME g, _, _) => SOME (vecFromArrNB g)
        | (NONE, NONE, SOME f, SOME ci) => SOME (fn n => if ci () then SOME (f n) else NONE)
        | _ => NONE
      val readArrNB' =
        case (readArrNB, readVecNB') of (SOME g, _) => SOME g | (NONE, SOME f) => SOME (arrFromVecNB f) | _ => NONE
    in
      RD {name = name, chunkSize = chunkSize, readVec = readVec', readArr = readArr', readVecNB = readVecNB',
          readArrNB = readArrNB', block = block, canInput = canInput, avail = avail, getPos = getPos,
          setPos = setPos, endPos = endPos, verifyPos = verifyPos, close = close, ioDesc = ioDesc}
    end

  fun augmentWriter (WR {name, chunkSize, writeVec, writeArr, writeVecNB, writeArrNB, block, canOutput,
                         getPos, setPos, endPos, verifyPos, close, ioDesc}) =
    let
      fun arrOfVecSlice sl =
        let val n = VectorSlice.length sl
            val a = Array.array (n, someElem)
        in ArraySlice.copyVec {src = sl, dst = a, di = 0}; ArraySlice.full a end
      fun vecSliceOfArr sl = VectorSlice.full (ArraySlice.vector sl)
      val writeVec' =
        case (writeVec, writeArr) of
          (SOME f, _) => SOME f
        | (NONE, SOME g) => SOME (fn sl => g (arrOfVecSlice sl))
        | _ => NONE
      val writeArr' =
        case (writeArr, writeVec') of (SOME g, _) => SOME g | (NONE, SOME f) => SOME (fn sl => f (vecSliceOfArr sl)) | _ => NONE
      val writeVecNB' =
        case (writeVecNB, writeArrNB, writeVec', canOutput) of
          (SOME f, _, _, _) => SOME f
        | (NONE, SOME g, _, _) => SOME (fn sl => g (arrOfVecSlice sl))
        | (NONE, NONE, SOME f, SOME co) => SOME (fn sl => if co () then SOME (f sl) else NONE)
        | _ => NONE
      val writeArrNB' =
        case (writeArrNB, writeVecNB') of
          (SOME g, _) => SOME g
        | (NONE, SOME f) => SOME (fn sl => f (vecSliceOfArr sl))
        | _ => NONE
    in
      WR {name = name, chunkSize = chunkSize, writeVec = writeVec', writeArr = writeArr', writeVecNB = writeVecNB',
          writeArrNB = writeArrNB', block = block, canOutput = canOutput, getPos = getPos, setPos = setPos,
          endPos = endPos, verifyPos = verifyPos, close = close, ioDesc = ioDesc}
    end
end

structure TextPrimIO : PRIM_IO =
  PrimIO (structure Vector = CharVector
          structure VectorSlice = CharVectorSlice
          structure Array = CharArray
          structure ArraySlice = CharArraySlice
          val someElem = #"\000"
          type pos = Position.int
          val compare = Int.compare)

structure BinPrimIO : PRIM_IO =
  PrimIO (structure Vector = Word8Vector
          structure VectorSlice = Word8VectorSlice
          structure Array = Word8Array
          structure ArraySlice = Word8ArraySlice
          val someElem = Word8.fromInt 0
          type pos = Position.int
          val compare = Int.compare)

signature STREAM_IO =
sig
  type elem
  type vector
  type instream
  type outstream
  type out_pos
  type reader
  type writer
  type pos
  val input : instream -> vector * instream
  val input1 : instream -> (elem * instream) option
  val inputN : instream * int -> vector * instream
  val inputAll : instream -> vector * instream
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val endOfStream : instream -> bool
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val flushOut : outstream -> unit
  val closeOut : outstream -> unit
  val mkInstream : reader * vector -> instream
  val getReader : instream -> reader * vector
  val filePosIn : instream -> pos
  val setBufferMode : outstream * IO.buffer_mode -> unit
  val getBufferMode : outstream -> IO.buffer_mode
  val mkOutstream : writer * IO.buffer_mode -> outstream
  val getWriter : outstream -> writer * IO.buffer_mode
  val getPosOut : outstream -> out_pos
  val setPosOut : out_pos -> outstream
  val filePosOut : out_pos -> pos
end

(* The stream layer, unsealed so that TextIO can add inputLine on the
   representation.  isNL: the elements that end a line (LINE_BUF).
   posPlus: SOME (p, k) => the position k elements after p (p + k when
   pos is Position.int, as for TextPrimIO and BinPrimIO), or NONE for an
   abstract pos (the StreamIO functor): filePosIn then repositions the
   reader to count the elements (getPos/setPos/readVec), and mkInstream
   (r, v) with a non-empty v has no file position. *)
functor SkeinStreamIO (structure PrimIO : PRIM_IO
                       structure Vector : MONO_VECTOR
                         where type vector = PrimIO.vector where type elem = PrimIO.elem
                       structure VectorSlice : MONO_VECTOR_SLICE
                         where type vector = PrimIO.vector where type elem = PrimIO.elem
                         where type slice = PrimIO.vector_slice
                       val isNL : PrimIO.elem -> bool
                       val posPlus : (PrimIO.pos * int -> PrimIO.pos) option) =
struct
  type elem = PrimIO.elem
  type vector = PrimIO.vector
  type reader = PrimIO.reader
  type writer = PrimIO.writer
  type pos = PrimIO.pos

  val empty = Vector.fromList []

  (* A chunk of input: its data, the file position of data[0] when the
     reader has getPos, and the chunk after it once read. *)
  datatype chunk = Chunk of {data : vector, start : pos option, next : chunk option ref}

  (* closed: closeIn or getReader happened; all reads then see EOF. *)
  datatype source = Source of {reader : reader, name : string, closed : bool ref}

  datatype instream = In of {src : source, chunk : chunk, pos : int}

  fun ioErr (name, function, cause) =
    case cause of
      IO.Io _ => cause
    | _ => IO.Io {name = name, function = function, cause = cause}

  fun readerName (PrimIO.RD {name, ...}) = name

  fun mkInstream (r, v) =
    let val r as PrimIO.RD {getPos, ...} = PrimIO.augmentReader r
        val start = case (getPos, posPlus) of
                      (SOME g, SOME plus) => (SOME (plus (g (), ~(Vector.length v))) handle _ => NONE)
                    | (SOME g, NONE) =>
                        if Vector.length v = 0 then (SOME (g ()) handle _ => NONE) else NONE
                    | (NONE, _) => NONE
    in
      In {src = Source {reader = r, name = readerName r, closed = ref false},
          chunk = Chunk {data = v, start = start, next = ref NONE}, pos = 0}
    end

  (* mkInstream (r, empty) for a reader that has every optional
     operation already (the standard streams): no augmentReader. *)
  fun mkCompleteInstream r =
    In {src = Source {reader = r, name = readerName r, closed = ref false},
        chunk = Chunk {data = empty, start = NONE, next = ref NONE}, pos = 0}

  (* The chunk after f's, read from the reader when not yet read. *)
  fun fetch function (In {src = Source {reader = PrimIO.RD {readVec, chunkSize, getPos, ...}, name, closed},
                          chunk = Chunk {next, ...}, ...}) =
    case !next of
      SOME c => c
    | NONE =>
        if !closed then Chunk {data = empty, start = NONE, next = ref NONE}
        else
          let
            val start = case getPos of SOME g => (SOME (g ()) handle _ => NONE) | NONE => NONE
            val v = case readVec of
                      SOME f => (f (Int.max (1, chunkSize)) handle e => raise ioErr (name, function, e))
                    | NONE => raise ioErr (name, function, IO.BlockingNotSupported)
            val c = Chunk {data = v, start = start, next = ref NONE}
          in
            next := SOME c; c
          end

  fun dataOf (Chunk {data, ...}) = data

  fun input (f as In {src, chunk = chunk as Chunk {data, ...}, pos}) =
    let val n = Vector.length data
    in
      if pos < n then
        (if pos = 0 then data else VectorSlice.vector (VectorSlice.slice (data, pos, NONE)),
         In {src = src, chunk = chunk, pos = n})
      else
        let val c = fetch "input" f
            val d = dataOf c
        in (d, In {src = src, chunk = c, pos = Vector.length d}) end
    end

  fun input1 (f as In {src, chunk = chunk as Chunk {data, ...}, pos}) =
    if pos < Vector.length data then SOME (Vector.sub (data, pos), In {src = src, chunk = chunk, pos = pos + 1})
    else
      let val c = fetch "input1" f
          val d = dataOf c
      in if Vector.length d = 0 then NONE else SOME (Vector.sub (d, 0), In {src = src, chunk = c, pos = 1}) end

  fun inputN (f, n) =
    if n < 0 then raise Size
    else
      let
        fun loop (f as In {src, chunk = chunk as Chunk {data, ...}, pos}, need, acc) =
          if need = 0 then (Vector.concat (List.rev acc), f)
          else
            let val len = Vector.length data
            in
              if pos < len then
                let val k = Int.min (need, len - pos)
                in loop (In {src = src, chunk = chunk, pos = pos + k}, need - k,
                         VectorSlice.vector (VectorSlice.slice (data, pos, SOME k)) :: acc)
                end
              else
                let val c = fetch "inputN" f
                in
                  if Vector.length (dataOf c) = 0 then
                    (case acc of
                       [] => (empty, In {src = src, chunk = c, pos = 0})
                     | _ => (Vector.concat (List.rev acc), f))
                  else loop (In {src = src, chunk = c, pos = 0}, need, acc)
                end
            end
      in
        loop (f, n, [])
      end

  fun inputAll f =
    let
      fun loop (f, acc) =
        let val (v, f') = input f
        in if Vector.length v = 0 then (Vector.concat (List.rev acc), f') else loop (f', v :: acc) end
    in
      loop (f, [])
    end

  fun canInput (f as In {src = Source {reader = PrimIO.RD {readVecNB, chunkSize, ...}, name, closed},
                         chunk = Chunk {data, next, ...}, pos}, n) =
    if n < 0 then raise Size
    else if pos < Vector.length data then SOME (Int.min (n, Vector.length data - pos))
    else
      case !next of
        SOME c => SOME (Int.min (n, Vector.length (dataOf c)))
      | NONE =>
          if !closed then SOME 0
          else
            case readVecNB of
              NONE => raise ioErr (name, "canInput", IO.NonblockingNotSupported)
            | SOME g =>
                (case (g (Int.max (1, chunkSize)) handle e => raise ioErr (name, "canInput", e)) of
                   NONE => NONE
                 | SOME v => (next := SOME (Chunk {data = v, start = NONE, next = ref NONE});
                              SOME (Int.min (n, Vector.length v))))

  fun closeIn (In {src = Source {reader = PrimIO.RD {close, ...}, name, closed}, ...}) =
    if !closed then ()
    else (closed := true; close () handle e => raise ioErr (name, "closeIn", e))

  fun endOfStream (f as In {chunk = Chunk {data, ...}, pos, ...}) =
    pos >= Vector.length data andalso Vector.length (dataOf (fetch "endOfStream" f)) = 0

  (* The data buffered from f on, up to the first end of file. *)
  fun buffered (In {chunk = Chunk {data, next, ...}, pos, ...}) =
    let
      fun rest (NONE, acc) = acc
        | rest (SOME (Chunk {data, next, ...}), acc) =
            if Vector.length data = 0 then acc else rest (!next, data :: acc)
      val here = VectorSlice.vector (VectorSlice.slice (data, Int.min (pos, Vector.length data), NONE))
    in
      Vector.concat (List.rev (rest (!next, [here])))
    end

  fun getReader (f as In {src = Source {reader, name, closed}, ...}) =
    if !closed then raise ioErr (name, "getReader", IO.ClosedStream)
    else let val v = buffered f in closed := true; (reader, v) end

  (* The reader's position k elements after p, found by reading them
     from p and putting the reader back where it was. *)
  fun reread (PrimIO.RD {getPos = SOME get, setPos = SOME set, readVec = SOME read, ...}, p, k) =
        let
          val here = get ()
          fun skip k = if k <= 0 then ()
                       else let val n = Vector.length (read k) in if n = 0 then () else skip (k - n) end
          val q = (set p; skip k; get ())
        in
          set here; q
        end
    | reread _ = raise IO.RandomAccessNotSupported

  fun filePosIn (In {src = Source {name, reader, ...}, chunk = Chunk {start, ...}, pos}) =
    case (start, posPlus) of
      (SOME p, SOME plus) => plus (p, pos)
    | (SOME p, NONE) =>
        if pos = 0 then p
        else (reread (reader, p, pos) handle e => raise ioErr (name, "filePosIn", e))
    | (NONE, _) => raise ioErr (name, "filePosIn", IO.RandomAccessNotSupported)

  (* ---- output ---- *)

  datatype outstream = Out of {
    writer : writer, name : string, buf : vector list ref, bufLen : int ref,
    mode : IO.buffer_mode ref, closed : bool ref, id : int ref
  }

  type out_pos = outstream * pos

  fun writeAll (Out {writer = PrimIO.WR {writeVec, ...}, name, ...}, function, v) =
    let
      val write = case writeVec of
                    SOME w => w
                  | NONE => raise ioErr (name, function, IO.BlockingNotSupported)
      fun loop sl =
        if VectorSlice.length sl = 0 then ()
        else
          let val k = write sl handle e => raise ioErr (name, function, e)
          in loop (VectorSlice.subslice (sl, k, NONE)) end
    in
      loop (VectorSlice.full v)
    end

  fun flush (os as Out {buf, bufLen, ...}, function) =
    if !bufLen = 0 then buf := []
    else
      let val v = case !buf of [v] => v | l => Vector.concat (List.rev l)
      in buf := []; bufLen := 0; writeAll (os, function, v) end

  fun checkOpen (Out {name, closed, ...}, function) =
    if !closed then raise ioErr (name, function, IO.ClosedStream) else ()

  fun chunkOf (Out {writer = PrimIO.WR {chunkSize, ...}, ...}) = Int.max (1, chunkSize)

  (* `function` names the Basis function in an IO.Io raised. *)
  fun outputAs function (os as Out {buf, bufLen, mode, ...}, v) =
    (checkOpen (os, function);
     case !mode of
       IO.NO_BUF => (flush (os, function); writeAll (os, function, v))
     | m =>
         (buf := v :: !buf;
          bufLen := !bufLen + Vector.length v;
          if !bufLen >= chunkOf os orelse (m = IO.LINE_BUF andalso Vector.exists isNL v)
          then flush (os, function) else ()))

  fun output (os, v) = outputAs "output" (os, v)
  fun output1 (os, e) = outputAs "output1" (os, Vector.fromList [e])

  (* Flushing a closed stream does nothing (as Poly/ML and MLton): a
     closed stream has no buffered data left. *)
  fun flushOut (os as Out {closed, ...}) = if !closed then () else flush (os, "flushOut")

  fun closeOut (os as Out {writer = PrimIO.WR {close, ...}, name, closed, id, ...}) =
    if !closed then ()
    else
      (flush (os, "closeOut") handle e => (closed := true; SkeinSys.unregisterOut (!id); raise e);
       closed := true;
       SkeinSys.unregisterOut (!id);
       close () handle e => raise ioErr (name, "closeOut", e))

  fun mkOutstream (w, mode) =
    let
      val w = PrimIO.augmentWriter w
      val PrimIO.WR {name, ...} = w
      val id = ref 0
      val os = Out {writer = w, name = name, buf = ref [], bufLen = ref 0, mode = ref mode,
                    closed = ref false, id = id}
    in
      id := SkeinSys.registerOut (fn () => flush (os, "flushOut"));
      os
    end

  (* mkOutstream for a writer that has every optional operation already
     (the standard streams): no augmentWriter. *)
  fun mkCompleteOutstream (w as PrimIO.WR {name, ...}, mode) =
    let
      val id = ref 0
      val os = Out {writer = w, name = name, buf = ref [], bufLen = ref 0, mode = ref mode,
                    closed = ref false, id = id}
    in
      id := SkeinSys.registerOut (fn () => flush (os, "flushOut"));
      os
    end

  fun getWriter (os as Out {writer, mode, closed, id, ...}) =
    (checkOpen (os, "getWriter");
     flush (os, "getWriter");
     closed := true;
     SkeinSys.unregisterOut (!id);
     (writer, !mode))

  fun setBufferMode (os as Out {mode, ...}, m) =
    (if m = IO.NO_BUF then flush (os, "setBufferMode") else (); mode := m)

  fun getBufferMode (Out {mode, ...}) = !mode

  fun getPosOut (os as Out {writer = PrimIO.WR {getPos, ...}, name, ...}) =
    (checkOpen (os, "getPosOut");
     flush (os, "getPosOut");
     case getPos of
       SOME g => (os, g () handle e => raise ioErr (name, "getPosOut", e))
     | NONE => raise ioErr (name, "getPosOut", IO.RandomAccessNotSupported))

  fun setPosOut (os as Out {writer = PrimIO.WR {setPos, ...}, name, ...}, p) =
    (checkOpen (os, "setPosOut");
     flush (os, "setPosOut");
     case setPos of
       SOME s => (s p handle e => raise ioErr (name, "setPosOut", e); os)
     | NONE => raise ioErr (name, "setPosOut", IO.RandomAccessNotSupported))

  fun filePosOut (_, p) = p
end

functor StreamIO (structure PrimIO : PRIM_IO
                  structure Vector : MONO_VECTOR
                    where type vector = PrimIO.vector where type elem = PrimIO.elem
                  structure Array : MONO_ARRAY where type elem = PrimIO.elem
                  sharing type Array.array = PrimIO.array
                  structure VectorSlice : MONO_VECTOR_SLICE
                    where type vector = PrimIO.vector where type elem = PrimIO.elem
                    where type slice = PrimIO.vector_slice
                  structure ArraySlice : MONO_ARRAY_SLICE
                    where type array = PrimIO.array where type elem = PrimIO.elem
                    where type slice = PrimIO.array_slice
                  val someElem : PrimIO.elem) : STREAM_IO =
  SkeinStreamIO (structure PrimIO = PrimIO
                 structure Vector = Vector
                 structure VectorSlice = VectorSlice
                 fun isNL _ = false
                 val posPlus = NONE)

