(* no-poly *) (* Poly/ML's exnMessage prints the exception value in its own syntax *)
(* General.exnMessage is informative for the Basis' I/O and system
   exceptions (the spec asks for a message containing the name; MLton and
   Poly/ML give the details): "Io: FUNCTION \"NAME\" failed with CAUSE" and
   "SysErr: MSG [NAME]", both as MLton; the
   top-level exnMessage and General.exnMessage agree, and SML90.Io carries
   the same message. *)
fun p s = print (s ^ "\n")
val _ = (TextIO.openIn "/nonexistent-dir/x"; ()) handle e => p (exnMessage e)
val _ = (BinIO.openOut "/nonexistent-dir/x"; ()) handle e => p (General.exnMessage e)
val _ = (OS.FileSys.rmDir "/nonexistent-dir/x"; ()) handle e => p (exnMessage e)
val wr = TextPrimIO.WR {name = "w", chunkSize = 8, writeVec = SOME CharVectorSlice.length, writeArr = NONE,
  writeVecNB = NONE, writeArrNB = NONE, block = NONE, canOutput = NONE, getPos = NONE, setPos = NONE,
  endPos = NONE, verifyPos = NONE, close = fn () => (), ioDesc = NONE}
val out = TextIO.mkOutstream (TextIO.StreamIO.mkOutstream (wr, IO.NO_BUF))
val () = TextIO.closeOut out
val _ = TextIO.output (out, "x") handle e => p (exnMessage e)
val _ = p (exnMessage (IO.Io {name = "n", function = "f", cause = Fail "inner"}))
val _ = p (exnMessage (OS.SysErr ("msg", NONE)) ^ " | " ^ exnMessage (Fail "boom") ^ " | " ^ exnMessage Subscript ^ " | " ^ exnMessage IO.ClosedStream)
val _ = (SML90.open_in "/nonexistent-dir/x"; ()) handle SML90.Io m => p m
exception Io of {name : string, function : string, cause : exn}
val _ = p (exnMessage (Io {name = "mine", function = "g", cause = Div}))
