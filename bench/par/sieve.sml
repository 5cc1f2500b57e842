(* bench/par/sieve.sml: primes without grains (Spork's primes, issue 6):
   the sieve of Eratosthenes on a flag array with only grain-free loops.
   flags (m) marks 0..m (true = prime; a bool array, one byte per flag): the flags up to sqrt m recursively,
   then a ForkJoin.parform over the candidates p <= sqrt m and, for each
   prime p, a nested parform over its multiples p*p, p*p+p, ... <= m that
   clears them.  No compaction, no block sizes, no sequential cutoff.
   Count and sum of the primes <= n by ForkJoin.reducem (ints).  (bench/
   par/primes.sml is the MPL-style version through ParUtil, whose filter
   and reduce work in blocks of ParUtil.grain.)  Argument: n (sizes:
   PAR_SIZES in bench/run.py).  Prints "sieve N COUNT SUM". *)
fun flags m : bool array =
  let
    val fl = ForkJoin.alloc (m + 1)
    val () = ForkJoin.parform (0, m + 1) (fn i => Array.update (fl, i, i >= 2))
  in
    if m < 4 then fl
    else
      let
        val r = Real.floor (Math.sqrt (Real.fromInt m))
        val small = flags r
      in
        ForkJoin.parform (2, r + 1) (fn p =>
          if not (Array.sub (small, p)) then ()
          else ForkJoin.parform (p, m div p + 1) (fn k => Array.update (fl, k * p, false)));
        fl
      end
  end

val n = BenchUtil.arg 0
val fl = flags n
val count = ForkJoin.reducem op+ 0 (0, n + 1) (fn i => if Array.sub (fl, i) then 1 else 0)
val sum = ForkJoin.reducem op+ 0 (0, n + 1) (fn i => if Array.sub (fl, i) then i else 0)
val () = print ("sieve " ^ Int.toString n ^ " " ^ Int.toString count ^ " " ^ Int.toString sum ^ "\n")
