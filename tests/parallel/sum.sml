(* Fill an int array and a real array with parfor, sum them with a parallel
   reduction, and count with an array of per-chunk partial sums. *)
val n = 20000
val a : int array = ForkJoin.alloc n
val r : real array = ForkJoin.alloc n
val _ = ForkJoin.parfor 1000 (0, n) (fn i => (Array.update (a, i, i mod 1000); Array.update (r, i, 0.5)))
fun sum (lo, hi) =
  if hi - lo <= 2000 then
    let fun go (i, acc) = if i >= hi then acc else go (i + 1, acc + Array.sub (a, i)) in go (lo, 0) end
  else
    let val mid = lo + (hi - lo) div 2
        val (x, y) = ForkJoin.par (fn () => sum (lo, mid), fn () => sum (mid, hi))
    in x + y end
fun rsum (lo, hi) =
  if hi - lo <= 2000 then
    let fun go (i, acc) = if i >= hi then acc else go (i + 1, acc + Array.sub (r, i)) in go (lo, 0.0) end
  else
    let val mid = lo + (hi - lo) div 2
        val (x, y) = ForkJoin.par (fn () => rsum (lo, mid), fn () => rsum (mid, hi))
    in x + y end
val parts : int array = ForkJoin.alloc 10
val _ = ForkJoin.parfor 1 (0, 10) (fn k =>
          let fun go (i, acc) = if i >= (k + 1) * 2000 then acc else go (i + 1, acc + Array.sub (a, i))
          in Array.update (parts, k, go (k * 2000, 0)) end)
val _ = print ("sum = " ^ Int.toString (sum (0, n)) ^ "\n")
val _ = print ("real sum = " ^ Real.toString (rsum (0, n)) ^ "\n")
val _ = print ("parts = " ^ Int.toString (Array.foldl op+ 0 parts) ^ "\n")
(* a grain below 1 is treated as 1; an empty range does nothing *)
val _ = ForkJoin.parfor 0 (5, 5) (fn _ => raise Fail "empty range ran")
val seen = Array.array (3, false)
val _ = ForkJoin.parfor ~3 (0, 3) (fn i => Array.update (seen, i, true))
val _ = print (if Array.all (fn b => b) seen then "grain ~3 covers the range\n" else "grain ~3 missed some\n")
