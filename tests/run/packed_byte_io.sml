(* BinIO and the readers below TextIO/BinIO move Word8 and char arrays and
   vectors, one byte per element, to and from files *)
fun show s = print (s ^ "\n")
fun bytes v = String.concatWith "," (Word8Vector.foldr (fn (w, acc) => Word8.toString w :: acc) [] v)
val path = OS.FileSys.tmpName ()

(* BinIO: every byte value out and back in *)
val all = Word8Vector.tabulate (256, fn i => Word8.fromInt i)
val out = BinIO.openOut path
val () = BinIO.output (out, all)
val () = BinIO.output1 (out, 0w42)
val () = BinIO.closeOut out
val ins = BinIO.openIn path
val first = BinIO.inputN (ins, 10)
val rest = BinIO.inputAll ins
val () = BinIO.closeIn ins
val () = show (bytes first)
val () = show (Int.toString (Word8Vector.length rest) ^ " " ^ Word8.toString (Word8Vector.sub (rest, 245)) ^ " " ^ Word8.toString (Word8Vector.sub (rest, 246)))
val () = show (Bool.toString (Word8Vector.concat [first, rest] = Word8Vector.concat [all, Word8Vector.fromList [0w42]]))

(* a binary reader's readArr into a Word8Array slice *)
val ins = BinIO.openIn path
val (rd, _) = BinIO.StreamIO.getReader (BinIO.getInstream ins)
val buf = Word8Array.array (8, 0w0)
val n = case rd of BinPrimIO.RD {readArr = SOME readArr, ...} => readArr (Word8ArraySlice.slice (buf, 2, SOME 5)) | _ => ~1
val () = show (Int.toString n ^ ": " ^ bytes (Word8Array.vector buf))
val () = case rd of BinPrimIO.RD {close, ...} => close ()

(* a text reader's readArr into a CharArray slice *)
val tout = TextIO.openOut path
val () = TextIO.output (tout, "line one\nline two\n")
val () = TextIO.closeOut tout
val tin = TextIO.openIn path
val (trd, _) = TextIO.StreamIO.getReader (TextIO.getInstream tin)
val cbuf = CharArray.array (12, #"_")
val k = case trd of TextPrimIO.RD {readArr = SOME readArr, ...} => readArr (CharArraySlice.slice (cbuf, 1, SOME 9)) | _ => ~1
val () = show (Int.toString k ^ ": " ^ String.toString (CharArray.vector cbuf))
val () = case trd of TextPrimIO.RD {close, ...} => close ()
val tin = TextIO.openIn path
val () = show (String.toString (TextIO.inputN (tin, 12)))
val () = TextIO.closeIn tin

(* a binary writer's writeArr from a Word8Array slice *)
val bout = BinIO.openOut path
val (wr, _) = BinIO.StreamIO.getWriter (BinIO.getOutstream bout)
val src = Word8Array.tabulate (10, fn i => Word8.fromInt (65 + i))
val w = case wr of BinPrimIO.WR {writeArr = SOME writeArr, ...} => writeArr (Word8ArraySlice.slice (src, 3, SOME 4)) | _ => ~1
val () = case wr of BinPrimIO.WR {close, ...} => close ()
val tin = TextIO.openIn path
val () = show (Int.toString w ^ ": " ^ TextIO.inputAll tin)
val () = TextIO.closeIn tin
val () = OS.FileSys.remove path
