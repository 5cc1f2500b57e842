(* bench/lib/place-sieve.sml: the segmented sieve of the places
   benchmarks (bench/places/primes.sml, primelist.sml).  `segment (lo, hi)`
   is an array a with a[i - lo] = (i is prime) for lo <= i < hi, made with
   the base primes up to sqrt hi, which it computes itself (a place needs
   nothing else to sieve its range).  `inPlaces` runs a function of the
   part number in that many places. *)
structure PlaceSieve =
struct
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

  fun segment (lo, hi) =
    let
      val a = Array.array (Int.max (hi - lo, 0), true)
      fun cross p =
        let
          val start = Int.max (p * p, ((lo + p - 1) div p) * p)
          fun mark i = if i >= hi then () else (Array.update (a, i - lo, false); mark (i + p))
        in
          mark start
        end
      val () = if hi > lo then List.app cross (basePrimes (isqrt hi)) else ()
      (* 0 and 1 are not primes *)
      fun low i = if i < 2 andalso i >= lo andalso i < hi then (Array.update (a, i - lo, false); low (i + 1)) else ()
    in
      low (Int.max (lo, 0)); a
    end

  (* f 0, ..., f (places - 1), each computed in a place of its own and
     sent back. *)
  fun inPlaces places (f : int -> 'a) : 'a list =
    let
      val ps = List.tabulate (places, fn k => Place.spawn (fn c => Place.send (c, f k)))
      val rs = map (fn p => Place.recv (Place.chan p)) ps
    in
      List.app (ignore o Place.wait) ps; rs
    end

  (* [lo, hi) split evenly in `parts`: part k's bounds. *)
  fun bounds (lo, hi, parts) k = (lo + k * (hi - lo) div parts, lo + (k + 1) * (hi - lo) div parts)
end
