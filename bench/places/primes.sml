(* bench/places/primes.sml: primes below N by a segmented sieve, the range
   split evenly between P places (P = 0: the main program alone).  Each
   place sieves its segment with base primes it computes itself and sends
   back two ints (count, checksum): almost no messages, so this measures
   places' start-up and the scaling of independent work.
   Prints: count and checksum (sum of the primes mod 10^9+7). *)
val places = BenchUtil.arg 0
val n = BenchUtil.arg 1

fun basePrimes limit =
  let
    val a = Array.array (limit + 1, true)
    fun mark (i, step) = if i > limit then () else (Array.update (a, i, false); mark (i + step, step))
    fun go (p, acc) =
      if p > limit then rev acc
      else if Array.sub (a, p) then (if p * p <= limit then mark (p * p, p) else (); go (p + 1, p :: acc))
      else go (p + 1, acc)
  in
    go (2, [])
  end

fun isqrt x = let val r = Real.floor (Math.sqrt (real x)) in if (r + 1) * (r + 1) <= x then r + 1 else r end

(* (count, checksum) of the primes in [lo, hi). *)
fun segment (lo, hi) =
  if hi <= lo then (0, 0)
  else
    let
      val a = Array.array (hi - lo, true)
      fun cross p =
        let
          val start = Int.max (p * p, ((lo + p - 1) div p) * p)
          fun mark i = if i >= hi then () else (Array.update (a, i - lo, false); mark (i + p))
        in
          mark start
        end
      val () = List.app cross (basePrimes (isqrt hi))
      fun count (i, c, s) =
        if i >= hi then (c, s)
        else if i >= 2 andalso Array.sub (a, i - lo) then count (i + 1, c + 1, (s + i) mod 1000000007)
        else count (i + 1, c, s)
    in
      count (lo, 0, 0)
    end

fun bounds k = (k * n div places, (k + 1) * n div places)

val (count, sum) =
  if places = 0 then segment (0, n)
  else
    let
      val ps = List.tabulate (places, fn k =>
        Place.spawn (fn c => Place.send (c, segment (bounds k))))
      val rs = map (fn p => Place.recv (Place.chan p)) ps
      val () = List.app (ignore o Place.wait) ps
    in
      foldl (fn ((c, s), (c', s')) => (c + c', (s + s') mod 1000000007)) (0, 0) rs
    end
val () = print (Int.toString count ^ " " ^ Int.toString sum ^ "\n")
