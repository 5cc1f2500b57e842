(* Posix.Error: every named error, its Basis name (E2BIG is "toobig"),
   syserror, toWord/fromWord; Posix.Signal: every signal of the spec
   (Linux numbers); the POSIX_ERROR and POSIX_SIGNAL signatures. *)
structure E : POSIX_ERROR = Posix.Error
structure S : POSIX_SIGNAL = Posix.Signal
val errors =
  [E.toobig, E.acces, E.again, E.badf, E.badmsg, E.busy, E.canceled, E.child,
   E.deadlk, E.dom, E.exist, E.fault, E.fbig, E.inprogress, E.intr, E.inval,
   E.io, E.isdir, E.loop, E.mfile, E.mlink, E.msgsize, E.nametoolong, E.nfile,
   E.nodev, E.noent, E.noexec, E.nolck, E.nomem, E.nospc, E.nosys, E.notdir,
   E.notempty, E.notsup, E.notty, E.nxio, E.perm, E.pipe, E.range, E.rofs,
   E.spipe, E.srch, E.xdev]
fun showErr e =
  let val n = E.errorName e
  in
    print (n ^ " " ^ SysWord.toString (E.toWord e) ^ " "
           ^ Bool.toString (E.syserror n = SOME e) ^ " "
           ^ Bool.toString (E.fromWord (E.toWord e) = e) ^ "\n")
  end
val _ = List.app showErr errors
val _ = print (Bool.toString (E.syserror "2big" = NONE) ^ " "
               ^ Bool.toString (E.syserror "nonsense" = NONE) ^ "\n")
val _ = print (E.errorMsg E.noent ^ "\n")
val _ = print (OS.errorMsg E.acces ^ "\n")
val _ = (OS.FileSys.rmDir "/nonexistent/dir/x"; ())
        handle OS.SysErr (_, SOME e) => print ("rmDir: " ^ E.errorName e ^ " "
                                                ^ Bool.toString (e = E.noent) ^ "\n")

val signals =
  [("abrt", S.abrt), ("alrm", S.alrm), ("bus", S.bus), ("fpe", S.fpe), ("hup", S.hup),
   ("ill", S.ill), ("int", S.int), ("kill", S.kill), ("pipe", S.pipe), ("quit", S.quit),
   ("segv", S.segv), ("term", S.term), ("usr1", S.usr1), ("usr2", S.usr2),
   ("chld", S.chld), ("cont", S.cont), ("stop", S.stop), ("tstp", S.tstp),
   ("ttin", S.ttin), ("ttou", S.ttou)]
val _ = List.app (fn (n, s) => print (n ^ " " ^ SysWord.toString (S.toWord s) ^ " "
                                      ^ Bool.toString (S.fromWord (S.toWord s) = s) ^ "\n")) signals
