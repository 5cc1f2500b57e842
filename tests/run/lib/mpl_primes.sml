(* MPL-style program: a parallel prime sieve and prefix sums with
   SeqBasis, results handed out as vectors with Vector.unsafeFromArray
   (from $(SML_LIB)/basis/build/sources.mlb), array slices for the
   blocks. *)
structure A = Array
structure AS = ArraySlice
structure V = Vector

fun primes n : int vector =
  if n < 2 then V.fromList []
  else
    let
      val sqrtN = Real.floor (Math.sqrt (Real.fromInt n))
      val small = primes sqrtN
      val flags = SeqBasis.tabulate 1000 (0, n + 1) (fn _ => true)
      val _ = A.update (flags, 0, false)
      val _ = A.update (flags, 1, false)
      val _ =
        ForkJoin.parfor 1 (0, V.length small) (fn j =>
          let
            val p = V.sub (small, j)
            fun loop m = if m > n then () else (Unsafe.Array.update (flags, m, false); loop (m + p))
          in
            loop (2 * p)
          end)
      val ps = SeqBasis.filter 1000 (0, n + 1) (fn i => i) (fn i => A.sub (flags, i))
    in
      V.unsafeFromArray ps
    end

val ps = primes 100000
val _ = print ("primes below 100000: " ^ Int.toString (V.length ps) ^ "\n")
val _ = print ("last: " ^ Int.toString (V.sub (ps, V.length ps - 1)) ^ "\n")
val firsts = VectorSlice.slice (ps, 0, SOME 10)
val _ = print ("first ten: " ^ String.concatWith " " (VectorSlice.foldr (fn (p, l) => Int.toString p :: l) [] firsts) ^ "\n")

val sum = SeqBasis.reduce 1000 op+ 0 (0, V.length ps) (fn i => V.sub (ps, i))
val _ = print ("sum: " ^ Int.toString sum ^ "\n")

(* gaps between consecutive primes, their prefix sums, and the largest gap *)
val gaps = SeqBasis.tabulate 1000 (1, V.length ps) (fn i => V.sub (ps, i) - V.sub (ps, i - 1))
val pre = SeqBasis.scan 1000 op+ 0 (0, A.length gaps) (fn i => A.sub (gaps, i))
val _ = print ("prefix check: " ^ Bool.toString (A.sub (pre, A.length gaps) + 2 = V.sub (ps, V.length ps - 1)) ^ "\n")
val maxGap = SeqBasis.reduce 1000 Int.max 0 (0, A.length gaps) (fn i => A.sub (gaps, i))
val at = case A.findi (fn (_, g) => g = maxGap) gaps of SOME (i, _) => i | NONE => ~1
val _ = print ("largest gap: " ^ Int.toString maxGap ^ " after " ^ Int.toString (V.sub (ps, at)) ^ "\n")

(* twin primes counted block by block over slices of the gap array *)
val blocks = 8
val bsize = (A.length gaps + blocks - 1) div blocks
val counts =
  SeqBasis.tabulate 1 (0, blocks) (fn b =>
    let
      val lo = Int.min (b * bsize, A.length gaps)
      val s = AS.slice (gaps, lo, SOME (Int.min (bsize, A.length gaps - lo)))
    in
      AS.foldl (fn (g, c) => if g = 2 then c + 1 else c) 0 s
    end)
val _ = print ("twin pairs: " ^ Int.toString (A.foldl op+ 0 counts) ^ "\n")
