(* bench/places/primelist.sml: the same segmented sieve as primes.sml,
   but each place sends back the LIST of its segment's primes (about
   N / ln N cells in all) and the main program folds them: the cost of
   deep-copying big messages, against the same work done in one place
   (P = 0).  Prints: count and checksum (sum of the primes mod 10^9+7). *)
val places = BenchUtil.arg 0
val n = BenchUtil.arg 1

(* The primes in [lo, hi), descending. *)
fun segment (lo, hi) =
  Array.foldli (fn (i, true, acc) => lo + i :: acc | (_, false, acc) => acc) [] (PlaceSieve.segment (lo, hi))

val lists =
  if places = 0 then [segment (0, n)]
  else PlaceSieve.inPlaces places (segment o PlaceSieve.bounds (0, n, places))
val count = foldl (fn (l, c) => c + length l) 0 lists
val sum = foldl (fn (l, s) => foldl (fn (p, s) => (s + p) mod 1000000007) s l) 0 lists
val () = print (Int.toString count ^ " " ^ Int.toString sum ^ "\n")
