(* bench/par/msort-gf.sml: grain-free parallel merge sort (Spork's
   mergesort, issue 6): par at every split down to single elements, and a
   parallel merge (split the larger run at its middle, binary-search the
   other) also down to single elements, with parform for the copies.  No
   grain anywhere: the heartbeat decides what runs in parallel, so T1/Ts
   is the cost of latent forks in the tightest divide-and-conquer code.
   n ints generated in parallel by BenchUtil.hash.  Argument: n (sizes:
   PAR_SIZES in bench/run.py).  Prints "msort-gf N CHECKSUM" (BenchUtil.mix
   over the sorted array, computed sequentially, as bench/par/msort.sml). *)
open BenchUtil
val n = arg 0
val a : int array = ForkJoin.alloc n
val () = ForkJoin.parform (0, n) (fn i => Array.update (a, i, hash (i, 1000000000)))
val scratch : int array = ForkJoin.alloc n

(* the first index of s[lo, hi) (sorted) whose element is not below x *)
fun lowerBound (s, lo, hi, x : int) =
  if lo >= hi then lo
  else
    let val mid = lo + (hi - lo) div 2
    in if Array.sub (s, mid) < x then lowerBound (s, mid + 1, hi, x) else lowerBound (s, lo, mid, x) end

(* merges the sorted runs s[l1, h1) and s[l2, h2) into d from k *)
fun merge (s, l1, h1, l2, h2, d, k) =
  if h1 - l1 < h2 - l2 then merge (s, l2, h2, l1, h1, d, k)
  else if h1 = l1 then ()
  else if h2 = l2 then ForkJoin.parform (l1, h1) (fn i => Array.update (d, k + i - l1, Array.sub (s, i)))
  else
    let
      val m1 = l1 + (h1 - l1) div 2
      val x = Array.sub (s, m1)
      val m2 = lowerBound (s, l2, h2, x)
      val km = k + (m1 - l1) + (m2 - l2)
    in
      Array.update (d, km, x);
      ignore (ForkJoin.par (fn () => merge (s, l1, m1, l2, m2, d, k),
                            fn () => merge (s, m1 + 1, h1, m2, h2, d, km + 1)))
    end

(* sortTo: s[lo, hi) sorted into d[lo, hi) (s is scratch); sortIn: s[lo,
   hi) sorted in place (d is scratch) *)
fun sortTo (s, d, lo, hi) =
  if hi - lo <= 1 then (if hi > lo then Array.update (d, lo, Array.sub (s, lo)) else ())
  else
    let val mid = lo + (hi - lo) div 2
    in
      ignore (ForkJoin.par (fn () => sortIn (s, d, lo, mid), fn () => sortIn (s, d, mid, hi)));
      merge (s, lo, mid, mid, hi, d, lo)
    end
and sortIn (s, d, lo, hi) =
  if hi - lo <= 1 then ()
  else
    let val mid = lo + (hi - lo) div 2
    in
      ignore (ForkJoin.par (fn () => sortTo (s, d, lo, mid), fn () => sortTo (s, d, mid, hi)));
      merge (d, lo, mid, mid, hi, s, lo)
    end

val () = sortIn (a, scratch, 0, n)
fun sorted i = i >= n - 1 orelse (Array.sub (a, i) <= Array.sub (a, i + 1) andalso sorted (i + 1))
fun h (i, acc) = if i >= n then acc else h (i + 1, mix (acc, Array.sub (a, i)))
val () = if sorted 0 then () else print "msort-gf: NOT SORTED\n"
val () = print ("msort-gf " ^ Int.toString n ^ " " ^ Int.toString (h (0, 0)) ^ "\n")
