(* Strip-mined loops emitted as two nested C loops (codegen strip_nest):
   after a strip's poll the head runs again from its outer head.  Heads
   that compute before their test (a length, an element read) run again
   then; loops that leave early by an exception, loops whose counter
   counts down, and a leaf taking array lengths (codegen LENGTHS PASSED
   IN) called from them, inside parallel loops, under every mode the
   parallel suite runs (heartbeat-us 1: a promotion at nearly every
   poll). *)
val n = 200000
val xs = Array.tabulate (n, fn i => (i * 7919) mod 1000)
val ys = Array.tabulate (n, fn i => (i * 104729) mod 1000)
fun pick (a : int array, b : int array, i, j) = Array.sub (a, i) * 3 + Array.sub (b, j) - Array.sub (a, j)

(* the head reads an element before its test *)
fun firstAbove (a : int array, t) =
  let fun go i = let val x = if i < Array.length a then Array.sub (a, i) else t + 1 in if x > t then i else go (i + 1) end
  in go 0 end

(* counts down *)
fun sumDown (a : int array, b : int array) =
  let fun go (i, s) = if i < 0 then s else go (i - 1, s + pick (a, b, i, n - 1 - i)) in go (n - 1, 0) end

(* leaves by an exception from the leaf after many strips *)
exception Found of int
fun findPick (a, b, want) =
  (let fun go i = if i >= n then ~1 else if pick (a, b, i, i) = want then raise Found i else go (i + 1) in go 0 end)
  handle Found i => i

val parts = Array.array (8, 0)
val () = ForkJoin.parfor 1 (0, 8) (fn k =>
  let val (a, b) = if k mod 2 = 0 then (xs, ys) else (ys, xs)
      val s = sumDown (a, b) mod 1000003
      val f = findPick (a, b, 2997 - k)
      val t = firstAbove (a, 990 + k)
  in Array.update (parts, k, s + f + t) end)
val total = ForkJoin.reducem (op +) 0 (0, n) (fn i => pick (xs, ys, i, (i * 31) mod n))
val () = print (String.concatWith " " (map Int.toString (Array.foldr op:: [] parts)) ^ "\n")
val () = print (Int.toString total ^ "\n")
