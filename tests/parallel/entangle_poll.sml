(* parallel-only *)
(* The program entangle_detect.sml stops, run with entanglement managed
   (the default): the right branch publishes a list it allocated through a
   ref; the left branch polls the ref, reads the pointer to the other
   task's list (the runtime pins the list) and uses it, while both keep
   allocating so that their heaps are collected.  Needs two workers (with
   one, the left branch would spin until it gives up). *)
val r : int list ref = ref []
val answer = ref 42
fun garbage n = let fun go (0, acc) = acc | go (k, acc) = go (k - 1, acc + length (List.tabulate (k mod 7, fn i => i))) in go (n, 0) end
fun spin k = if k = 0 then ~1 else (case !r of [] => (ignore (garbage 3); spin (k - 1)) | l => foldl op+ 0 l)
fun publish () = (r := List.tabulate (100, fn i => i + !answer); garbage 3000)
val _ = print "start\n"
val (a, b) = ForkJoin.par (fn () => spin 2000000000, publish)
val _ = print ("read across tasks: " ^ Int.toString a ^ ", " ^ Int.toString b ^ "\n")
