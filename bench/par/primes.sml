(* bench/par/primes.sml: MPL-style parallel sieve of Eratosthenes: the
   primes up to sqrt n recursively, then every multiple of each of them is
   struck out of a flag array (parfor over the sieving primes, parfor over
   their multiples), then a parallel filter of the indices whose flag
   holds (MPL's primes, with SeqBasis.filter's shape: ParUtil.filterRange
   builds no array of candidate indices).  Flags are bools (one byte each).
   Argument: n (sizes: PAR_SIZES in bench/run.py;
   the issue asks for 10^8).  Prints "primes N COUNT SUM" (the
   number of primes <= n and their sum mod 1000000007). *)
fun primes n : int array =
  if n < 2 then Array.fromList []
  else
    let
      val sq = primes (Real.floor (Math.sqrt (Real.fromInt n)))
      val flags = ParUtil.tabulate (n + 1, fn i => i >= 2)
      val () =
        ForkJoin.parfor 1 (0, Array.length sq) (fn k =>
          let val p = Array.sub (sq, k)
          in ForkJoin.parfor ParUtil.grain (2, n div p + 1) (fn m => Array.update (flags, m * p, false)) end)
    in
      ParUtil.filterRange (0, n + 1) (fn i => i) (fn i => Array.sub (flags, i))
    end

val n = BenchUtil.arg 0
val ps = primes n
val sum = ParUtil.reduce (0, Array.length ps) (0, fn i => Array.sub (ps, i) mod 1000000007, fn (a, b) => (a + b) mod 1000000007)
val () = print ("primes " ^ Int.toString n ^ " " ^ Int.toString (Array.length ps) ^ " " ^ Int.toString sum ^ "\n")
