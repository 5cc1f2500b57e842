(* A CML thread that blocks inside the left branch of ForkJoin.par: not
   supported, and stopped with a clear message and status 1 before
   anything goes wrong (the sum is never printed). *)
fun main () =
  let val c = CML.channel ()
      val (a, b) = ForkJoin.par (fn () => CML.recv c, fn () => 2)
  in print (Int.toString (a + b) ^ "\n") end
val () = print "before\n"
val _ = RunCML.doit (main, NONE)
