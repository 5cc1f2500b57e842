(* bench/par/loops.sml: grain-free parallel loops (Spork, issue 6).
   map: a[i] = f(i) with a few arithmetic operations, one ForkJoin.parform
   over the whole array; reduce: the sum of g(i) for i < m by
   ForkJoin.reducem.  No grain anywhere: the heartbeat decides when to
   split, so T1/Ts measures what the loops cost over plain for-loops.
   Arguments: n (map size), m (reduce size) (sizes: PAR_SIZES in
   bench/run.py; the issue asks for 2x10^8 and 10^9).  Prints
   "loops N M a[0] a[N/2] a[N-1] SUM". *)
val n = BenchUtil.arg 0
val m = BenchUtil.arg 1
val a : int array = ForkJoin.alloc n
val () = ForkJoin.parform (0, n) (fn i => Array.update (a, i, (i * 7 + 3) mod 1000 + i div 3))
val sum = ForkJoin.reducem op+ 0 (0, m) (fn i => i mod 1000 + 1)
val () = print ("loops " ^ Int.toString n ^ " " ^ Int.toString m ^ " " ^ Int.toString (Array.sub (a, 0)) ^ " "
                ^ Int.toString (Array.sub (a, n div 2)) ^ " " ^ Int.toString (Array.sub (a, n - 1)) ^ " "
                ^ Int.toString sum ^ "\n")
