(* TextIO (TEXT_IO, TEXT_STREAM_IO) and BinIO (BIN_IO): SkeinStreamIO
   applied to TextPrimIO/BinPrimIO, imperative streams from ImperativeIO
   (imperative-io.sml), and the standard streams on descriptors 0, 1, 2
   (stdOut line-buffered on a terminal, block-buffered otherwise; stdErr
   unbuffered).  TextIO.print is output + flushOut; the top-level print
   (os.sml) is TextIO.print.  Output buffers are flushed at exit
   (SkeinSys). *)

signature TEXT_STREAM_IO =
sig
  include STREAM_IO
    where type vector = CharVector.vector
    where type elem = Char.char
  val inputLine : instream -> (string * instream) option
  val outputSubstr : outstream * Substring.substring -> unit
end

signature TEXT_IO =
sig
  structure StreamIO : TEXT_STREAM_IO
    where type reader = TextPrimIO.reader
    where type writer = TextPrimIO.writer
    where type pos = TextPrimIO.pos
  type vector = StreamIO.vector
  type elem = StreamIO.elem
  type instream
  type outstream
  val input : instream -> vector
  val input1 : instream -> elem option
  val inputN : instream * int -> vector
  val inputAll : instream -> vector
  val canInput : instream * int -> int option
  val lookahead : instream -> elem option
  val closeIn : instream -> unit
  val endOfStream : instream -> bool
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val flushOut : outstream -> unit
  val closeOut : outstream -> unit
  val mkInstream : StreamIO.instream -> instream
  val getInstream : instream -> StreamIO.instream
  val setInstream : instream * StreamIO.instream -> unit
  val mkOutstream : StreamIO.outstream -> outstream
  val getOutstream : outstream -> StreamIO.outstream
  val setOutstream : outstream * StreamIO.outstream -> unit
  val getPosOut : outstream -> StreamIO.out_pos
  val setPosOut : outstream * StreamIO.out_pos -> unit
  val inputLine : instream -> string option
  val outputSubstr : outstream * Substring.substring -> unit
  val openIn : string -> instream
  val openString : string -> instream
  val openOut : string -> outstream
  val openAppend : string -> outstream
  val stdIn : instream
  val stdOut : outstream
  val stdErr : outstream
  val print : string -> unit
  val scanStream : ((Char.char, StreamIO.instream) StringCvt.reader -> ('a, StreamIO.instream) StringCvt.reader)
                   -> instream -> 'a option
end

structure TextIO :> TEXT_IO =
struct
  structure S = SkeinStreamIO (structure PrimIO = TextPrimIO
                               structure Vector = CharVector
                               structure VectorSlice = CharVectorSlice
                               fun isNL c = c = #"\n"
                               val posPlus = SOME (op + : Position.int * int -> Position.int))

  structure TextStreamIO =
  struct
    open S

    (* The characters up to and including the next newline: a memchr in
       the buffered chunk and one copy when the line lies within it;
       otherwise the pieces of each chunk, concatenated at the end (a
       last line without newline gets one, as the spec says). *)
    fun inputLine f =
      let
        fun line (acc, last) = case acc of [] => last | _ => String.concat (List.rev (last :: acc))
        fun loop (f as In {src, chunk = chunk as Chunk {data, ...}, pos}, acc) =
          let val n = String.size data
          in
            if pos < n then
              let val k = SkeinPrim.stringUnsafeFindChar (data, #"\n", pos)
              in
                if k < n then
                  SOME (line (acc, SkeinPrim.stringUnsafeSubstring (data, pos, k + 1 - pos)),
                        In {src = src, chunk = chunk, pos = k + 1})
                else loop (In {src = src, chunk = chunk, pos = n}, SkeinPrim.stringUnsafeSubstring (data, pos, n - pos) :: acc)
              end
            else
              let val c = fetch "inputLine" f
              in
                if String.size (dataOf c) = 0 then
                  (case acc of [] => NONE | _ => SOME (line (acc, "\n"), f))
                else loop (In {src = src, chunk = c, pos = 0}, acc)
              end
          end
      in
        loop (f, [])
      end

    fun outputSubstr (os, ss) = output (os, Substring.string ss)
  end

  structure I = ImperativeIO (structure StreamIO = TextStreamIO
                             structure Vector = CharVector
                             structure Array = CharArray)
  open I
  (* I.StreamIO is TextStreamIO seen through STREAM_IO; TextIO.StreamIO has inputLine. *)
  structure StreamIO = TextStreamIO

  fun inputLine r = case StreamIO.inputLine (!r) of SOME (l, f) => (r := f; SOME l) | NONE => NONE
  fun outputSubstr (r, ss) = StreamIO.outputSubstr (!r, ss)

  fun openIn name =
    let val fd = SkeinFdIO.openFile (name, "openIn", SkeinFdIO.rdonly)
    in ref (StreamIO.mkInstream (SkeinFdIO.textReader {fd = fd, name = name}, "")) end
  fun openString s = ref (StreamIO.mkInstream (TextPrimIO.openVector s, ""))
  fun openWith (name, function, flags) =
    let val fd = SkeinFdIO.openFile (name, function, flags)
    in ref (StreamIO.mkOutstream (SkeinFdIO.textWriter {fd = fd, name = name, chunkSize = 65536}, IO.BLOCK_BUF)) end
  fun openOut name = openWith (name, "openOut", SkeinFdIO.outFlags)
  fun openAppend name = openWith (name, "openAppend", SkeinFdIO.appendFlags)

  val stdIn = ref (S.mkCompleteInstream (SkeinFdIO.textReader {fd = 0, name = "<stdin>"}))
  val stdOut =
    ref (S.mkCompleteOutstream (SkeinFdIO.textWriter {fd = 1, name = "<stdout>", chunkSize = 4096},
                                if SkeinFdIO.isatty 1 then IO.LINE_BUF else IO.BLOCK_BUF))
  val stdErr = ref (S.mkCompleteOutstream (SkeinFdIO.textWriter {fd = 2, name = "<stderr>", chunkSize = 4096}, IO.NO_BUF))

  fun print s = (output (stdOut, s); flushOut stdOut)

  fun scanStream scan r =
    case scan StreamIO.input1 (!r) of
      NONE => NONE
    | SOME (x, f) => (r := f; SOME x)
end

signature BIN_IO =
sig
  include IMPERATIVE_IO
    where type StreamIO.vector = Word8Vector.vector
    where type StreamIO.elem = Word8.word
    where type StreamIO.reader = BinPrimIO.reader
    where type StreamIO.writer = BinPrimIO.writer
    where type StreamIO.pos = BinPrimIO.pos
  val openIn : string -> instream
  val openOut : string -> outstream
  val openAppend : string -> outstream
end

structure BinIO :> BIN_IO =
struct
  structure StreamIO = SkeinStreamIO (structure PrimIO = BinPrimIO
                                      structure Vector = Word8Vector
                                      structure VectorSlice = Word8VectorSlice
                                      fun isNL _ = false
                                      val posPlus = SOME (op + : Position.int * int -> Position.int))
  structure I = ImperativeIO (structure StreamIO = StreamIO
                             structure Vector = Word8Vector
                             structure Array = Word8Array)
  open I

  fun openIn name =
    let val fd = SkeinFdIO.openFile (name, "openIn", SkeinFdIO.rdonly)
    in ref (StreamIO.mkInstream (SkeinFdIO.binReader {fd = fd, name = name}, Word8Vector.fromList [])) end
  fun openWith (name, function, flags) =
    let val fd = SkeinFdIO.openFile (name, function, flags)
    in ref (StreamIO.mkOutstream (SkeinFdIO.binWriter {fd = fd, name = name, chunkSize = 65536}, IO.BLOCK_BUF)) end
  fun openOut name = openWith (name, "openOut", SkeinFdIO.outFlags)
  fun openAppend name = openWith (name, "openAppend", SkeinFdIO.appendFlags)
end

(* The top-level print goes through TextIO.stdOut's buffer (Basis spec). *)
val print = TextIO.print
