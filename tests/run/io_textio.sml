(* TextIO: files (a temporary one, removed), inputLine, lookahead,
   endOfStream, inputAll, StreamIO.inputN on a functional stream,
   openString, scanStream, openAppend, closed streams, IO.Io on a missing
   file; then an uncaught IO.Io (exit 1) after unflushed output.  (Poly's
   Io function field is "TextIO.openIn", Skein's "openIn" as MLton's: not
   printed.) *)
val name = OS.FileSys.tmpName ()
val os = TextIO.openOut name
val _ = TextIO.output (os, "line one\nline two\n")
val _ = TextIO.output1 (os, #"x")
val _ = TextIO.closeOut os
val is = TextIO.openIn name
val _ = case TextIO.inputLine is of SOME l => print ("1: " ^ l) | NONE => print "none\n"
val _ = case TextIO.lookahead is of SOME c => print ("la: " ^ str c ^ "\n") | NONE => print "none\n"
val _ = case TextIO.inputLine is of SOME l => print ("2: " ^ l) | NONE => print "none\n"
val _ = case TextIO.inputLine is of SOME l => print ("3: " ^ l) | NONE => print "none\n"
val _ = case TextIO.inputLine is of SOME l => print ("4: " ^ l) | NONE => print "none\n"
val _ = print (Bool.toString (TextIO.endOfStream is) ^ "\n")
val _ = TextIO.closeIn is
val is = TextIO.openIn name
val s = TextIO.inputAll is
val _ = print (Int.toString (size s) ^ "\n")
val _ = TextIO.closeIn is
val f = TextIO.getInstream (TextIO.openString "abc def\n12 34")
val (v, f1) = TextIO.StreamIO.inputN (f, 3)
val (v2, f2) = TextIO.StreamIO.inputN (f, 5)
val _ = print (v ^ "|" ^ v2 ^ "\n")
val _ = case TextIO.StreamIO.input1 f1 of SOME (c, _) => print (str c ^ "\n") | NONE => ()
val is = TextIO.openString "12 34 abc"
val _ = print (Int.toString (valOf (TextIO.scanStream (Int.scan StringCvt.DEC) is)) ^ "\n")
val _ = print (Int.toString (valOf (TextIO.scanStream (Int.scan StringCvt.DEC) is)) ^ "\n")
val _ = print (TextIO.inputAll is ^ "\n")
val a = TextIO.openAppend name
val _ = TextIO.output (a, "yz\n")
val _ = TextIO.closeOut a
val is = TextIO.openIn name
val _ = print (TextIO.inputAll is)
val _ = TextIO.closeIn is
val _ = TextIO.openIn "/nonexistent/file" handle IO.Io {name, function, cause} => (print (Bool.toString (name = "/nonexistent/file") ^ " " ^ exnName cause ^ "\n"); TextIO.stdIn)
val _ = TextIO.output (TextIO.stdOut, "before close\n")
val _ = TextIO.closeOut os
val _ = TextIO.output (os, "x") handle IO.Io {function, cause, ...} => print (function ^ " " ^ exnName cause ^ "\n")
val _ = OS.FileSys.remove name
(* stdout interleaving: print and TextIO.output share stdOut's buffer *)
val _ = (TextIO.output (TextIO.stdOut, "a"); print "b"; TextIO.output1 (TextIO.stdOut, #"c"); print "\n")
val _ = TextIO.output (TextIO.stdErr, "to stderr\n")
val _ = TextIO.output (TextIO.stdOut, "unflushed at the uncaught exception\n")
val _ = TextIO.openIn "/nonexistent/file"
