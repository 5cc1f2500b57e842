(* IMPERATIVE_IO and the functor ImperativeIO: imperative streams as
   mutable references to functional STREAM_IO streams (Basis spec,
   ImperativeIO).  TextIO and BinIO (textio.sml) are built on it.

   Invariants: an imperative stream is a ref to its current functional
   stream; every input function replaces it with the stream after what it
   returned, and output functions leave it as is (functional outstreams are
   themselves stateful).  The result is ascribed transparently, so
   instream = StreamIO.instream ref is visible to TextIO/BinIO. *)

signature IMPERATIVE_IO =
sig
  structure StreamIO : STREAM_IO
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
end

functor ImperativeIO (structure StreamIO : STREAM_IO
                      structure Vector : MONO_VECTOR
                      structure Array : MONO_ARRAY
                      sharing type StreamIO.elem = Vector.elem = Array.elem
                      sharing type StreamIO.vector = Vector.vector = Array.vector) : IMPERATIVE_IO =
struct
  structure StreamIO = StreamIO
  type vector = StreamIO.vector
  type elem = StreamIO.elem
  type instream = StreamIO.instream ref
  type outstream = StreamIO.outstream ref

  fun input r = let val (v, f) = StreamIO.input (!r) in r := f; v end
  fun input1 r = case StreamIO.input1 (!r) of SOME (c, f) => (r := f; SOME c) | NONE => NONE
  fun inputN (r, n) = let val (v, f) = StreamIO.inputN (!r, n) in r := f; v end
  fun inputAll r = let val (v, f) = StreamIO.inputAll (!r) in r := f; v end
  fun canInput (r, n) = StreamIO.canInput (!r, n)
  fun lookahead r = case StreamIO.input1 (!r) of SOME (c, _) => SOME c | NONE => NONE
  fun closeIn r = StreamIO.closeIn (!r)
  fun endOfStream r = StreamIO.endOfStream (!r)
  fun output (r, v) = StreamIO.output (!r, v)
  fun output1 (r, c) = StreamIO.output1 (!r, c)
  fun flushOut r = StreamIO.flushOut (!r)
  fun closeOut r = StreamIO.closeOut (!r)
  fun mkInstream f = ref f
  fun getInstream r = !r
  fun setInstream (r, f) = r := f
  fun mkOutstream f = ref f
  fun getOutstream r = !r
  fun setOutstream (r, f) = r := f
  fun getPosOut r = StreamIO.getPosOut (!r)
  fun setPosOut (r, p) = r := StreamIO.setPosOut p
end
