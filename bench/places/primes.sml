(* bench/places/primes.sml: primes below N by a segmented sieve
   (bench/lib/place-sieve.sml), the range split evenly between P places
   (P = 0: the main program alone).  Each place sieves its segment and
   sends back two ints (count, checksum): almost no messages, so this
   measures places' start-up and the scaling of independent work.
   Prints: count and checksum (sum of the primes mod 10^9+7). *)
val places = BenchUtil.arg 0
val n = BenchUtil.arg 1

(* (count, checksum) of the primes in [lo, hi). *)
fun segment (lo, hi) =
  Array.foldli (fn (i, true, (c, s)) => (c + 1, (s + lo + i) mod 1000000007) | (_, false, acc) => acc)
    (0, 0) (PlaceSieve.segment (lo, hi))

val (count, sum) =
  if places = 0 then segment (0, n)
  else
    foldl (fn ((c, s), (c', s')) => (c + c', (s + s') mod 1000000007)) (0, 0)
      (PlaceSieve.inPlaces places (segment o PlaceSieve.bounds (0, n, places)))
val () = print (Int.toString count ^ " " ^ Int.toString sum ^ "\n")
