(* cas.sml at a size gc-stress can afford *)
(* Atomic counters incremented 10^6 times from all workers. *)
val n = 8000
val c = ref 0
fun incr r = let val v = !r in if MLton.Parallel.compareAndSwap r (v, v + 1) = v then () else incr r end
val _ = ForkJoin.parfor 1000 (0, n) (fn _ => incr c)
val _ = print ("CAS counter: " ^ Int.toString (!c) ^ "\n")
val f = ref 0
val _ = ForkJoin.parfor 1000 (0, n) (fn i => ignore (MLton.Parallel.fetchAndAdd f (i mod 3)))
val _ = print ("fetchAndAdd counter: " ^ Int.toString (!f) ^ "\n")
val a = Array.array (4, 0)
val _ = ForkJoin.parfor 1000 (0, n) (fn i => ignore (MLton.Parallel.arrayFetchAndAdd (a, i mod 4) 1))
fun aincr (arr, k) = let val v = Array.sub (arr, k) in
  if MLton.Parallel.arrayCompareAndSwap (arr, k) (v, v + 2) = v then () else aincr (arr, k) end
val _ = ForkJoin.parfor 1000 (0, n) (fn i => aincr (a, i mod 4))
val _ = print ("array counters: " ^ String.concatWith " " (List.map Int.toString (Array.foldr op:: [] a)) ^ "\n")
(* pointers by identity: every task swaps the ref to the next of a chain of
   cells built before the forks (a task may only read objects its ancestors
   allocated: disentanglement), so exactly one CAS per cell succeeds *)
val cells = Array.tabulate (201, fn i => ref i)
val cur = ref (Array.sub (cells, 0))
val wins = ref 0
fun advance () =
  let val c = !cur
  in if !c >= 200 then ()
     else (if MLton.eq (MLton.Parallel.compareAndSwap cur (c, Array.sub (cells, !c + 1)), c)
           then ignore (MLton.Parallel.fetchAndAdd wins 1) else ();
           advance ())
  end
val _ = ForkJoin.parfor 1 (0, 8) (fn _ => advance ())
val _ = print ("pointer CAS: " ^ Int.toString (!wins) ^ " wins, at " ^ Int.toString (! (!cur)) ^ "\n")
val w = ref (0w0 : word)
fun wincr () = let val v = !w in if MLton.Parallel.compareAndSwap w (v, v + 0w1) = v then () else wincr () end
val _ = ForkJoin.parfor 100 (0, 10000) (fn _ => wincr ())
val _ = print ("word counter: " ^ Word.toString (!w) ^ "\n")
val _ = (MLton.Parallel.arrayFetchAndAdd (a, 4) 1; print "no\n") handle Subscript => print "Subscript\n"
val _ = print ("processors > 0: " ^ Bool.toString (MLton.Parallel.numberOfProcessors > 0) ^ "\n")
