(* Posix.FileSys.dev and ino, the types of ST.dev and ST.ino: equality,
   the SysWord round trip (devToWord/wordToDev, inoToWord/wordToIno), and
   "." and "./." naming the same file. *)
structure FS = Posix.FileSys
val st = FS.stat "."
val d : FS.dev = FS.ST.dev st
val i : FS.ino = FS.ST.ino st
val st2 = FS.stat "./."
fun show b = print (Bool.toString b ^ "\n")
val _ = show (FS.wordToDev (FS.devToWord d) = d)
val _ = show (FS.wordToIno (FS.inoToWord i) = i)
val _ = show (FS.ST.dev st2 = d andalso FS.ST.ino st2 = i)
val _ = show (FS.inoToWord i <> 0w0)
