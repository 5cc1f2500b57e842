(* parallel-only *)
(* `@skein entanglement detect --` (entangle_detect.opts) stops an
   entangled program at its first entangled read: the right branch
   publishes a list it allocated through a ref the left branch polls; the
   left branch's read of that pointer must stop the program with
   "entanglement detected" (exit 1).  By default the runtime pins the list
   instead (entangle_poll.sml runs the same program to completion).  Needs
   two workers (with one, the left branch would spin until it gives up and
   the right branch would only run afterwards).  The list is built from a
   value read at run time: a list of constants is static data, outside
   every heap, which any task may read. *)
val r : int list ref = ref []
val answer = ref 42
fun spin k = if k = 0 then ~1 else (case !r of [] => spin (k - 1) | x :: _ => x)
val _ = print "start\n"
val (a, b) = ForkJoin.par (fn () => spin 2000000000, fn () => (r := [!answer]; 0))
val _ = print ("not detected: " ^ Int.toString a ^ "\n")
