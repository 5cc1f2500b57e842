(* bench/par/map-heavy.sml: grain-free map with a costly body (Spork's
   map-heavy, issue 6): a[i] = f(i) by one ForkJoin.parform over the whole
   real array, where f runs a short inner loop of float math (20 steps of
   x <- x * 0.999 + sqrt (x + 1)).  The checksum is a ForkJoin.reducem sum
   of floor (a[i] * 1000) (ints, so the sum does not depend on how the
   heartbeat split the loop).  Argument: n (sizes: PAR_SIZES in
   bench/run.py).  Prints "map-heavy N SUM". *)
val n = BenchUtil.arg 0
fun f i =
  let fun go (k, x) = if k = 0 then x else go (k - 1, x * 0.999 + Math.sqrt (x + 1.0))
  in go (20, Real.fromInt (i mod 1024) / 1024.0) end
val a : real array = ForkJoin.alloc n
val () = ForkJoin.parform (0, n) (fn i => Array.update (a, i, f i))
val sum = ForkJoin.reducem op+ 0 (0, n) (fn i => Real.floor (Array.sub (a, i) * 1000.0))
val () = print ("map-heavy " ^ Int.toString n ^ " " ^ Int.toString sum ^ "\n")
