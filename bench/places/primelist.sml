(* bench/places/primelist.sml: the same segmented sieve as primes.sml,
   but each place sends back the LIST of its segment's primes (about
   N / ln N cells in all) and the main program folds them: the cost of
   deep-copying big messages, against the same work done in one place
   (P = 0).  Prints: count and checksum (sum of the primes mod 10^9+7). *)
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

(* The primes in [lo, hi), descending. *)
fun segment (lo, hi) =
  if hi <= lo then []
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
      fun collect (i, acc) =
        if i >= hi then acc
        else collect (i + 1, if i >= 2 andalso Array.sub (a, i - lo) then i :: acc else acc)
    in
      collect (lo, [])
    end

fun bounds k = (k * n div places, (k + 1) * n div places)

val lists =
  if places = 0 then [segment (0, n)]
  else
    let
      val ps = List.tabulate (places, fn k =>
        Place.spawn (fn c => Place.send (c, segment (bounds k))))
      val rs = map (fn p => Place.recv (Place.chan p)) ps
      val () = List.app (ignore o Place.wait) ps
    in
      rs
    end
val count = foldl (fn (l, c) => c + length l) 0 lists
val sum = foldl (fn (l, s) => foldl (fn (p, s) => (s + p) mod 1000000007) s l) 0 lists
val () = print (Int.toString count ^ " " ^ Int.toString sum ^ "\n")
