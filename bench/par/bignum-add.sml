(* bench/par/bignum-add.sml: addition of two n-digit numbers in base 256,
   digits little-endian in int arrays (Spork's bignum-add, issue 6).
   a[i] = hash (i, 256), b[i] = 255 - a[i] on a stretch where i mod 4096 <
   64 (long carry chains), hash (i + n, 256) elsewhere.  Carry
   propagation is a parallel scan over the carry states of the digits:
   kill (a+b < 255: 0), generate (a+b > 255: 1), propagate (a+b = 255: 2),
   combined left to right by cc (x, y) = if y = 2 then x else y (identity
   2).  The scan has three grain-free phases over sqrt n blocks of sqrt n
   digits (a size from n, not a tuned grain): a ForkJoin.parform over the
   blocks, each block's state a nested ForkJoin.reducem over its digits;
   the carry into each block, a plain scan of the sqrt n block states; a
   ForkJoin.parform over the blocks that writes each block's sum digits
   left to right with its carry.  Checksum: ForkJoin.reducem of
   c[i] * (i mod 1000 + 1) mod 1000000007 over the n + 1 result digits.
   Argument: n (sizes: PAR_SIZES in bench/run.py).  Prints
   "bignum-add N CARRY SUM" (CARRY = the top digit of the sum). *)
open BenchUtil
val n = arg 0
val a : int array = ForkJoin.alloc n
val b : int array = ForkJoin.alloc n
val () = ForkJoin.parform (0, n) (fn i =>
  let val x = hash (i, 256)
  in Array.update (a, i, x);
     Array.update (b, i, if i mod 4096 < 64 then 255 - x else hash (i + n, 256))
  end)
fun state i =
  let val s = Array.sub (a, i) + Array.sub (b, i)
  in if s < 255 then 0 else if s > 255 then 1 else 2 end
fun cc (x, y) = if y = 2 then x else y
val bs = Int.max (1, Real.ceil (Math.sqrt (Real.fromInt n)))
val nb = (n + bs - 1) div bs
val blockState : int array = ForkJoin.alloc nb
val () = ForkJoin.parform (0, nb) (fn k =>
  Array.update (blockState, k, ForkJoin.reducem cc 2 (k * bs, Int.min (n, (k + 1) * bs)) state))
(* carryIn[k]: the carry into block k; carryIn[nb]: out of the top digit *)
val carryIn = Array.array (nb + 1, 0)
fun scan k =
  if k >= nb then ()
  else (Array.update (carryIn, k + 1, if Array.sub (blockState, k) = 2 then Array.sub (carryIn, k)
                                     else Array.sub (blockState, k));
        scan (k + 1))
val () = scan 0
val c : int array = ForkJoin.alloc (n + 1)
val () = ForkJoin.parform (0, nb) (fn k =>
  let val hi = Int.min (n, (k + 1) * bs)
      fun go (i, carry) =
        if i >= hi then ()
        else let val s = Array.sub (a, i) + Array.sub (b, i) + carry
             in Array.update (c, i, s mod 256); go (i + 1, s div 256) end
  in go (k * bs, Array.sub (carryIn, k)) end)
val () = Array.update (c, n, Array.sub (carryIn, nb))
val sum = ForkJoin.reducem (fn (x, y) => (x + y) mod 1000000007) 0 (0, n + 1)
                           (fn i => Array.sub (c, i) * (i mod 1000 + 1))
val () = print ("bignum-add " ^ Int.toString n ^ " " ^ Int.toString (Array.sub (c, n)) ^ " " ^ Int.toString sum ^ "\n")
