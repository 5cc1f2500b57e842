(* Unix.kill with Posix.Signal.term, then reap and fromStatus: W_SIGNALED. *)
val p : (TextIO.instream, TextIO.outstream) Unix.proc = Unix.execute ("/bin/sleep", ["10"])
val _ = Unix.kill (p, Posix.Signal.term)
val _ = print (case Unix.fromStatus (Unix.reap p) of Unix.W_SIGNALED s => if s = Posix.Signal.term then "term\n" else "other sig\n" | _ => "other\n")
