(* IMPERATIVE_IO and the functor ImperativeIO applied by user code to
   TextIO.StreamIO and BinIO.StreamIO; TextIO and BinIO match it. *)
structure T = ImperativeIO (structure StreamIO = TextIO.StreamIO
                            structure Vector = CharVector
                            structure Array = CharArray)
structure B = ImperativeIO (structure StreamIO = BinIO.StreamIO
                            structure Vector = Word8Vector
                            structure Array = Word8Array)
structure TI : IMPERATIVE_IO = TextIO
structure BI : IMPERATIVE_IO = BinIO

val ins = T.mkInstream (TextIO.StreamIO.mkInstream (TextPrimIO.openVector "hello world\nsecond line\n", ""))
val _ = print (Option.getOpt (Option.map Char.toString (T.lookahead ins), "-") ^ "\n")
val _ = print (T.inputN (ins, 5) ^ "|\n")
val _ = print (Option.getOpt (Option.map Char.toString (T.input1 ins), "-") ^ "\n")
val saved = T.getInstream ins
val _ = print (T.inputAll ins)
val _ = print (Bool.toString (T.endOfStream ins) ^ "\n")
val _ = T.setInstream (ins, saved)
val _ = print (T.inputN (ins, 5) ^ "|\n")
val _ = print (case T.canInput (ins, 3) of SOME n => Int.toString n ^ "\n" | NONE => "NONE\n")
val _ = T.closeIn ins

val name = OS.FileSys.tmpName ()
val out = T.mkOutstream (TextIO.getOutstream (TextIO.openOut name))
val _ = (T.output (out, "via ImperativeIO\n"); T.output1 (out, #"!"); T.output1 (out, #"\n"); T.flushOut out)
val _ = T.setOutstream (out, T.getOutstream out)
val _ = T.closeOut out
val back = TextIO.openIn name
val _ = print (TextIO.inputAll back)
val _ = TextIO.closeIn back
val _ = OS.FileSys.remove name

val bins = B.mkInstream (BinIO.StreamIO.mkInstream (BinPrimIO.openVector (Word8Vector.fromList [0w1, 0w2, 0w255]),
                                                     Word8Vector.fromList []))
val v = B.inputAll bins
val _ = print (String.concatWith "," (map Word8.toString (Word8Vector.foldr op:: [] v)) ^ "\n")
val _ = print (Bool.toString (B.input1 bins = NONE) ^ "\n")

(* TextIO through the IMPERATIVE_IO view *)
val r = TextIO.openString "abc"
val _ = print (TI.inputAll r ^ "\n")
