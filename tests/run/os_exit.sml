(* no-poly *) (* Poly/ML stops with "pending output" when exit runs atExit actions that print *)
(* OS.Process: atExit actions run last-registered first at exit, also
   when an action itself calls exit; buffered output is flushed. *)
val _ = OS.Process.atExit (fn () => print "registered first, runs last\n")
val _ = OS.Process.atExit (fn () => (print "action calls exit\n"; OS.Process.exit OS.Process.failure))
val _ = OS.Process.atExit (fn () => print "registered last, runs first\n")
val _ = TextIO.output (TextIO.stdOut, "pending output\n")
val _ = OS.Process.exit OS.Process.success
