(* no-poly *) (* the expected output is Poly/ML's, but poly-expect.sh takes its exit status 1 (exit failure from an action) for a failure *)
(* OS.Process.atExit actions run in reverse order of registration when
   the program ends; an action that raises is skipped, one that calls
   exit ends the program with that status after the remaining actions
   run, and an action registered while they run is ignored (as MLton and
   Poly/ML do; Skein ran it). *)
val _ = OS.Process.atExit (fn () => print "first registered (runs last)\n")
val _ = OS.Process.atExit (fn () => (print "raising\n"; raise Fail "in atExit"))
val _ = OS.Process.atExit (fn () => (print "calls exit\n"; OS.Process.exit OS.Process.failure))
val _ = OS.Process.atExit (fn () => OS.Process.atExit (fn () => print "registered during exit\n"))
val _ = print "main done\n"
