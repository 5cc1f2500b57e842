(* BinIO: write bytes to a temporary file (removed), read them back with
   input, inputN, input1, inputAll, lookahead, StreamIO positions. *)
val name = OS.FileSys.tmpName ()
val os = BinIO.openOut name
val _ = BinIO.output (os, Word8Vector.fromList (List.tabulate (300, fn i => Word8.fromInt (i * 7))))
val _ = BinIO.output1 (os, 0w255)
val _ = BinIO.closeOut os
val _ = print ("size " ^ Position.toString (OS.FileSys.fileSize name) ^ "\n")
val is = BinIO.openIn name
val v = BinIO.inputN (is, 5)
val _ = print (String.concatWith " " (map Word8.toString (Word8Vector.foldr (op ::) [] v)) ^ "\n")
val _ = case BinIO.input1 is of SOME w => print (Word8.toString w ^ "\n") | NONE => ()
val _ = case BinIO.lookahead is of SOME w => print (Word8.toString w ^ "\n") | NONE => ()
val rest = BinIO.inputAll is
val _ = print (Int.toString (Word8Vector.length rest) ^ " " ^ Word8.toString (Word8Vector.sub (rest, Word8Vector.length rest - 1)) ^ "\n")
val _ = print (Bool.toString (BinIO.endOfStream is) ^ " " ^ Int.toString (Word8Vector.length (BinIO.input is)) ^ "\n")
val _ = BinIO.closeIn is
val a = BinIO.openAppend name
val _ = BinIO.output (a, Byte.stringToBytes "tail")
val _ = BinIO.closeOut a
val is = BinIO.openIn name
val f = BinIO.getInstream is
val (v1, f1) = BinIO.StreamIO.inputN (f, 302)
val (v2, _) = BinIO.StreamIO.inputAll f1
val _ = print (Int.toString (Word8Vector.length v1) ^ " " ^ Byte.bytesToString v2 ^ "\n")
val (v3, _) = BinIO.StreamIO.inputN (f, 3)
val _ = print (Int.toString (Word8Vector.length v3) ^ " " ^ Position.toString (BinIO.StreamIO.filePosIn f1) ^ "\n")
val _ = BinIO.closeIn is
val _ = OS.FileSys.remove name
val _ = (BinIO.openIn name; print "opened?\n") handle IO.Io {cause = OS.SysErr (m, _), ...} => print ("Io: " ^ m ^ "\n")
