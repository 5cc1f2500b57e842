(* OS.FileSys, OS.Process and OS errors in a fresh temporary directory
   (removed at the end), CommandLine, atExit and exit.  Error names are
   compared only through syserror (errorName e) = SOME e: Poly/ML names
   errors "ENOENT", the Basis (Posix.Error) and Skein "noent".  "args 0":
   poly --script passes its own arguments (Poly prints "args 2"). *)
structure F = OS.FileSys
val tmp = F.tmpName ()
val _ = F.remove tmp
val dir = tmp ^ ".d"
val _ = F.mkDir dir
val _ = print ("isDir " ^ Bool.toString (F.isDir dir) ^ "\n")
fun path f = OS.Path.joinDirFile {dir = dir, file = f}
fun write (f, s) = let val os = TextIO.openOut (path f) in TextIO.output (os, s); TextIO.closeOut os end
val _ = write ("a.txt", "hello")
val _ = write ("b.txt", "hello, world\n")
val _ = F.mkDir (path "sub")
val _ = print ("sizes " ^ Position.toString (F.fileSize (path "a.txt")) ^ " " ^ Position.toString (F.fileSize (path "b.txt")) ^ "\n")
fun entries () =
  let val d = F.openDir dir
      fun loop acc = case F.readDir d of SOME e => loop (e :: acc) | NONE => acc
      val es = loop []
  in F.closeDir d; ListMergeSort (es) end
and ListMergeSort l = List.foldr (fn (x, acc) => let fun ins [] = [x] | ins (y :: ys) = if x <= y then x :: y :: ys else y :: ins ys in ins acc end) [] l
val _ = print ("entries " ^ String.concatWith " " (entries ()) ^ "\n")
val d = F.openDir dir
val first = F.readDir d
val _ = F.rewindDir d
val again = F.readDir d
val _ = print ("rewind " ^ Bool.toString (first = again) ^ "\n")
val _ = F.closeDir d
val _ = F.rename {old = path "a.txt", new = path "c.txt"}
val _ = print ("entries " ^ String.concatWith " " (entries ()) ^ "\n")
val _ = F.setTime (path "c.txt", SOME (Time.fromSeconds 1000000000))
val _ = print ("modTime " ^ Time.toString (F.modTime (path "c.txt")) ^ "\n")
val _ = print ("access " ^ Bool.toString (F.access (path "c.txt", [F.A_READ, F.A_WRITE])) ^ " "
               ^ Bool.toString (F.access (path "c.txt", [F.A_EXEC])) ^ " "
               ^ Bool.toString (F.access (path "nope", [])) ^ "\n")
val _ = print ("fileId " ^ Bool.toString (F.fileId (path "c.txt") = F.fileId (path "c.txt")) ^ " "
               ^ Bool.toString (F.compare (F.fileId (path "c.txt"), F.fileId (path "b.txt")) <> EQUAL) ^ "\n")
val _ = print ("isDir " ^ Bool.toString (F.isDir (path "sub")) ^ " " ^ Bool.toString (F.isDir (path "c.txt")) ^ " isLink " ^ Bool.toString (F.isLink (path "c.txt")) ^ "\n")
val cwd = F.getDir ()
val _ = F.chDir dir
val _ = print ("chDir " ^ Bool.toString (F.getDir () = F.fullPath dir) ^ "\n")
val _ = print ("fullPath " ^ Bool.toString (F.fullPath "sub/../c.txt" = F.fullPath dir ^ "/c.txt") ^ "\n")
val _ = print ("realPath " ^ F.realPath "sub/../c.txt" ^ "\n")
val _ = F.chDir cwd
val _ = F.remove (path "c.txt") handle OS.SysErr (m, _) => print ("?" ^ m ^ "\n")
val _ = F.remove (path "c.txt") handle OS.SysErr (m, SOME e) => print ("SysErr " ^ m ^ " " ^ Bool.toString (OS.syserror (OS.errorName e) = SOME e) ^ "\n")
val _ = F.rmDir dir handle OS.SysErr (m, SOME e) => print ("SysErr " ^ OS.errorMsg e ^ "\n")
val _ = (F.openDir (path "nope"); ()) handle OS.SysErr (m, SOME e) => print ("SysErr " ^ m ^ "\n")
val _ = TextIO.openIn (path "nope") handle IO.Io {name, cause = OS.SysErr (m, _), ...} => (print ("Io " ^ OS.Path.file name ^ " " ^ m ^ "\n"); TextIO.stdIn)
val _ = F.remove (path "b.txt")
val _ = F.rmDir (path "sub")
val _ = F.rmDir dir
val _ = print ("gone " ^ Bool.toString (F.access (dir, [])) ^ "\n")
val _ = print (Bool.toString (OS.syserror "bogus" = NONE) ^ "\n")
val _ = print (Bool.toString (OS.Process.isSuccess OS.Process.success) ^ " " ^ Bool.toString (OS.Process.isSuccess OS.Process.failure) ^ "\n")
val _ = print (Bool.toString (OS.Process.isSuccess (OS.Process.system "exit 0")) ^ " " ^ Bool.toString (OS.Process.isSuccess (OS.Process.system "exit 3")) ^ "\n")
val _ = print ((case OS.Process.getEnv "SKEIN_SURELY_UNSET_VARIABLE" of NONE => "NONE" | SOME v => v) ^ " " ^ Bool.toString (isSome (OS.Process.getEnv "PATH")) ^ "\n")
val _ = OS.Process.sleep (Time.fromMilliseconds 10)
val _ = print ("args " ^ Int.toString (length (CommandLine.arguments ())) ^ "\n")
val _ = OS.Process.atExit (fn () => print "exit action 1\n")
val _ = OS.Process.atExit (fn () => print "exit action 2\n")
val _ = TextIO.output (TextIO.stdOut, "buffered before exit\n")
val _ = OS.Process.exit OS.Process.success
val _ = print "not reached\n"
