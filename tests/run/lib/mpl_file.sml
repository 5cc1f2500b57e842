(* MPL.File (mpl.mlb): size, readChar, readWord8, readWord, readChars/readWord8s into
   array slices, bounds (Subscript), use after closeFile, a missing file.
   Expected output written by hand: Poly/ML has no MPL.File. *)
val name = OS.FileSys.tmpName ()
val os = TextIO.openOut name
val _ = TextIO.output (os, "0123456789abcdefghij")
val _ = TextIO.closeOut os
val f = MPL.File.openFile name
val _ = print (Int.toString (MPL.File.size f) ^ "\n")
val _ = print (str (MPL.File.readChar f 10) ^ " " ^ Word8.toString (MPL.File.readWord8 f 0) ^ "\n")
val a = Array.array (8, #".")
val _ = MPL.File.readChars f 12 (ArraySlice.slice (a, 2, SOME 5))
val _ = print (String.implode (Array.foldr (op ::) [] a) ^ "\n")
val w = Array.array (4, 0w0 : Word8.word)
val _ = MPL.File.readWord8s f 16 (ArraySlice.full w)
val _ = print (String.concatWith " " (Array.foldr (fn (x, l) => Word8.toString x :: l) [] w) ^ "\n")
val _ = print (Word.toString (MPL.File.readWord f 0) ^ " " ^ Word.toString (MPL.File.readWord f 12) ^ "\n")
val _ = (MPL.File.readWord f 13; print "no\n") handle Subscript => print "Subscript\n"
val _ = (MPL.File.readChars f 18 (ArraySlice.full a); print "no\n") handle Subscript => print "Subscript\n"
val _ = (MPL.File.readChar f 20; print "no\n") handle Subscript => print "Subscript\n"
val _ = (MPL.File.readChar f ~1; print "no\n") handle Subscript => print "Subscript\n"
val _ = MPL.File.closeFile f
val _ = (MPL.File.readChar f 0; print "no\n") handle Fail _ => print "closed\n"
val _ = OS.FileSys.remove name
val _ = (MPL.File.openFile name; print "no\n") handle OS.SysErr (m, _) => print (m ^ "\n")
