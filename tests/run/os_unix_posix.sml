(* Unix.execute/executeInEnv/streamsOf/reap/fromStatus with /bin/sh, and
   the Posix subset (creat, openf with O flags, writeVec, readVec, stat,
   close, unlink) on a temporary file.  Poly/ML deviates on the last line:
   closing an already closed descriptor raises nothing there; the Basis
   (Posix.IO.close = close(2)) and Skein raise OS.SysErr (EBADF). *)
val p = Unix.execute ("/bin/sh", ["-c", "tr a-z A-Z; echo done; exit 3"])
val (i, out) = Unix.streamsOf p
val _ = TextIO.output (out, "hello child\nsecond line\n")
val _ = TextIO.closeOut out
val _ = print (TextIO.inputAll i)
val st = Unix.reap p
val _ = print (case Unix.fromStatus st of Unix.W_EXITED => "exited 0\n" | Unix.W_EXITSTATUS w => "exit " ^ Word8.toString w ^ "\n" | _ => "other\n")
val _ = print (Bool.toString (OS.Process.isSuccess (Unix.reap p)) ^ "\n")
val q : (TextIO.instream, TextIO.outstream) Unix.proc = Unix.executeInEnv ("/bin/sh", ["-c", "echo $FOO"], ["FOO=bar"])
val _ = print (valOf (TextIO.inputLine (Unix.textInstreamOf q)))
val _ = print (Bool.toString (OS.Process.isSuccess (Unix.reap q)) ^ "\n")
val _ = (Unix.execute ("/nonexistent/prog", []) : (TextIO.instream, TextIO.outstream) Unix.proc; print "started\n") handle OS.SysErr (m, _) => print ("SysErr " ^ m ^ "\n")
val tmp = OS.FileSys.tmpName ()
val fd = Posix.FileSys.creat (tmp, Posix.FileSys.S.flags [Posix.FileSys.S.irusr, Posix.FileSys.S.iwusr])
val n = Posix.IO.writeVec (fd, Word8VectorSlice.full (Byte.stringToBytes "posix bytes\n"))
val _ = Posix.IO.close fd
val fd = Posix.FileSys.openf (tmp, Posix.FileSys.O_WRONLY, Posix.FileSys.O.append)
val _ = Posix.IO.writeVec (fd, Word8VectorSlice.full (Byte.stringToBytes "more\n"))
val _ = Posix.IO.close fd
val st = Posix.FileSys.stat tmp
val _ = print (Int.toString n ^ " " ^ Position.toString (Posix.FileSys.ST.size st) ^ " " ^ Bool.toString (Posix.FileSys.ST.isReg st) ^ "\n")
val fd = Posix.FileSys.openf (tmp, Posix.FileSys.O_RDONLY, Posix.FileSys.O.flags [])
val _ = print (Byte.bytesToString (Posix.IO.readVec (fd, 100)))
val _ = Posix.IO.close fd
val _ = Posix.FileSys.unlink tmp
val _ = (Posix.IO.close fd) handle OS.SysErr (m, _) => print ("SysErr " ^ m ^ "\n")
