(* A CML thread that blocks inside the left branch of ForkJoin.par: not
   supported, and stopped with a clear message and status 1 before
   anything goes wrong (the right branch's output never appears). *)
fun main () =
  let val c = CML.channel ()
      val (a, b) = ForkJoin.par (fn () => CML.recv c, fn () => (print "right branch\n"; 2))
  in print (Int.toString (a + b) ^ "\n") end
val () = print "before\n"
val _ = RunCML.doit (main, NONE)
