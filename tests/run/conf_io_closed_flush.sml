(* Output streams after closeOut: flushOut does nothing (as Poly/ML and
   MLton), closeOut again does nothing, output and output1 raise IO.Io
   with cause ClosedStream and their own function names. *)
fun p s = print (s ^ "\n")
fun io f = (f (); p "ok") handle IO.Io {function, cause, ...} => p ("Io " ^ function ^ " " ^ exnName cause)
val fname = OS.FileSys.tmpName ()
val out = TextIO.openOut fname
val () = TextIO.output (out, "data")
val () = TextIO.closeOut out
val () = io (fn () => TextIO.flushOut out)
val () = io (fn () => TextIO.closeOut out)
val () = io (fn () => TextIO.output (out, "x"))
val () = io (fn () => TextIO.output1 (out, #"x"))
val bout = BinIO.openOut fname
val () = BinIO.closeOut bout
val () = io (fn () => BinIO.flushOut bout)
val () = io (fn () => BinIO.output1 (bout, 0w1))
val () = io (fn () => TextIO.StreamIO.flushOut (TextIO.getOutstream out))
val () = OS.FileSys.remove fname
