(* The StreamIO functor over a PRIM_IO whose pos is not Position.int
   (IntInf.int here): inputN, input1, inputAll, filePosIn inside and
   between chunks (the reader's getPos/setPos count the elements), output
   to a writer; and PrimIO/StreamIO/ImperativeIO over CharVector with pos
   = Position.int. *)
structure P = PrimIO (structure Vector = CharVector
                      structure VectorSlice = CharVectorSlice
                      structure Array = CharArray
                      structure ArraySlice = CharArraySlice
                      val someElem = #"\000"
                      type pos = IntInf.int
                      val compare = IntInf.compare)
structure S = StreamIO (structure PrimIO = P
                        structure Vector = CharVector
                        structure Array = CharArray
                        structure VectorSlice = CharVectorSlice
                        structure ArraySlice = CharArraySlice
                        val someElem = #"\000")

(* a reader on a string, 4 characters a chunk, with positions *)
fun stringReader s =
  let
    val i = ref 0
    fun readVec n =
      let val k = Int.min (n, size s - !i) val v = String.substring (s, !i, k) in i := !i + k; v end
  in
    P.RD {name = "string", chunkSize = 4, readVec = SOME readVec, readArr = NONE, readVecNB = NONE,
          readArrNB = NONE, block = NONE, canInput = NONE, avail = fn () => NONE,
          getPos = SOME (fn () => IntInf.fromInt (!i)), setPos = SOME (fn p => i := IntInf.toInt p),
          endPos = SOME (fn () => IntInf.fromInt (size s)), verifyPos = SOME (fn () => IntInf.fromInt (!i)),
          close = fn () => (), ioDesc = NONE}
  end

fun pos st = IntInf.toString (S.filePosIn st)
val st0 = S.mkInstream (stringReader "abcdefghij", "")
val (v1, st1) = S.inputN (st0, 6)
val (c, st2) = valOf (S.input1 st1)
val _ = print (v1 ^ " " ^ str c ^ " " ^ pos st0 ^ " " ^ pos st1 ^ " " ^ pos st2 ^ "\n")
val (rest, st3) = S.inputAll st2
val _ = print (rest ^ " " ^ pos st3 ^ " " ^ Bool.toString (S.endOfStream st3) ^ "\n")
(* rereading from an earlier stream value gives the same characters *)
val _ = print (#1 (S.inputN (st1, 3)) ^ " " ^ pos st1 ^ "\n")

(* output through a writer that collects what it is given (both writeVec
   and writeArr: Poly/ML's StreamIO writes arrays) *)
val written = ref [] : string list ref
fun collect s = (written := s :: !written; size s)
val w = P.WR {name = "collect", chunkSize = 8, writeVec = SOME (collect o CharVectorSlice.vector),
              writeArr = SOME (collect o CharArraySlice.vector), writeVecNB = NONE, writeArrNB = NONE, block = NONE, canOutput = NONE,
              getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE, close = fn () => (), ioDesc = NONE}
val out = S.mkOutstream (w, IO.BLOCK_BUF)
val _ = (S.output (out, "hello, "); S.output1 (out, #"w"); S.output (out, "orld"); S.closeOut out)
val _ = print (String.concat (rev (!written)) ^ "\n")

structure TP = PrimIO (structure Vector = CharVector
                       structure VectorSlice = CharVectorSlice
                       structure Array = CharArray
                       structure ArraySlice = CharArraySlice
                       val someElem = #"\000"
                       type pos = Position.int
                       val compare = Position.compare)
structure TS = StreamIO (structure PrimIO = TP
                         structure Vector = CharVector
                         structure Array = CharArray
                         structure VectorSlice = CharVectorSlice
                         structure ArraySlice = CharArraySlice
                         val someElem = #"\000")
structure TI = ImperativeIO (structure StreamIO = TS
                             structure Vector = CharVector
                             structure Array = CharArray)
val ins = TI.mkInstream (TS.mkInstream (TP.openVector "one\ntwo", ""))
val _ = print (TI.inputN (ins, 4) ^ "|" ^ TI.inputAll ins ^ "|" ^ Bool.toString (TI.endOfStream ins) ^ "\n")
