(* Posix.ProcEnv (getpid, getenv, environ, time) and Posix.Process
   (pidToWord/wordToPid, kill and its errors, sleep, exit without
   flushing or exit actions). *)
structure PE = Posix.ProcEnv
structure PP = Posix.Process
fun pb s b = print (s ^ ": " ^ Bool.toString b ^ "\n")
val me = PE.getpid ()
val _ = pb "pid" (PP.pidToWord me > 0w0 andalso PP.wordToPid (PP.pidToWord me) = me)
val _ = pb "getenv" (PE.getenv "PATH" = OS.Process.getEnv "PATH")
val _ = pb "getenv missing" (PE.getenv "SKEIN_SURELY_UNSET_VARIABLE" = NONE)
val _ = pb "environ" (List.exists (String.isPrefix "PATH=") (PE.environ ()))
val _ = pb "time" (Time.> (PE.time (), Time.fromSeconds 1000000000))
val _ = pb "sleep" (PP.sleep (Time.fromMilliseconds 2) = Time.zeroTime)
val _ = print ((PP.kill (PP.K_PROC (PP.wordToPid 0w999999999), Posix.Signal.cont); "no\n")
               handle OS.SysErr (_, SOME e) => Posix.Error.errorName e ^ "\n")
val _ = OS.Process.atExit (fn () => print "atExit must not run\n")
val _ = print "exiting\n"
val _ = PP.exit 0w0
val _ = print "not reached\n"
