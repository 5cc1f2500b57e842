structure Merge =
struct
  structure AS = ArraySlice

  fun sliceIdxs s i j = AS.subslice (s, i, SOME (j - i))

  (* the number of elements of s less than x (lower bound) *)
  fun lowerBound cmp s x =
    let
      fun search (lo, hi) =
        if lo >= hi then lo
        else
          let val mid = lo + (hi - lo) div 2
          in case cmp (AS.sub (s, mid), x) of
               LESS => search (mid + 1, hi)
             | _ => search (lo, mid)
          end
    in
      search (0, AS.length s)
    end

  fun writeMergeSerial cmp (s1, s2) t =
    let
      val (n1, n2) = (AS.length s1, AS.length s2)
      fun done1 (i, j) = Util.for (j, n2) (fn k => AS.update (t, i + k, AS.sub (s2, k)))
      fun done2 (i, j) = Util.for (i, n1) (fn k => AS.update (t, k + j, AS.sub (s1, k)))
      fun loop (i, j) =
        if i >= n1 then done1 (i, j)
        else if j >= n2 then done2 (i, j)
        else
          let val (x, y) = (AS.sub (s1, i), AS.sub (s2, j))
          in case cmp (y, x) of
               LESS => (AS.update (t, i + j, y); loop (i, j + 1))
             | _ => (AS.update (t, i + j, x); loop (i + 1, j))
          end
    in
      loop (0, 0)
    end

  val serialGrain = 2000

  (* stable: equal elements of s1 come before those of s2 *)
  fun writeMerge cmp (s1, s2) t =
    if AS.length s1 + AS.length s2 <= serialGrain then writeMergeSerial cmp (s1, s2) t
    else if AS.length s1 < AS.length s2 then
      (* split s2 at its middle; s1 at the elements strictly less than it *)
      let
        val mid2 = AS.length s2 div 2
        val pivot = AS.sub (s2, mid2)
        val mid1 = lowerBound cmp s1 pivot
        (* stability: s1 elements equal to pivot must come before it *)
        fun upper k = if k < AS.length s1 andalso cmp (AS.sub (s1, k), pivot) = EQUAL then upper (k + 1) else k
        val mid1 = upper mid1
        val l1 = sliceIdxs s1 0 mid1
        val r1 = sliceIdxs s1 mid1 (AS.length s1)
        val l2 = sliceIdxs s2 0 mid2
        val r2 = sliceIdxs s2 mid2 (AS.length s2)
        val tl = sliceIdxs t 0 (mid1 + mid2)
        val tr = sliceIdxs t (mid1 + mid2) (AS.length t)
      in
        ForkJoin.par (fn _ => writeMerge cmp (l1, l2) tl, fn _ => writeMerge cmp (r1, r2) tr);
        ()
      end
    else
      let
        val mid1 = AS.length s1 div 2
        val pivot = AS.sub (s1, mid1)
        val mid2 = lowerBound cmp s2 pivot
        val l1 = sliceIdxs s1 0 mid1
        val r1 = sliceIdxs s1 mid1 (AS.length s1)
        val l2 = sliceIdxs s2 0 mid2
        val r2 = sliceIdxs s2 mid2 (AS.length s2)
        val tl = sliceIdxs t 0 (mid1 + mid2)
        val tr = sliceIdxs t (mid1 + mid2) (AS.length t)
      in
        ForkJoin.par (fn _ => writeMerge cmp (l1, l2) tl, fn _ => writeMerge cmp (r1, r2) tr);
        ()
      end

  fun merge cmp (s1, s2) =
    let val t = AS.full (ForkJoin.alloc (AS.length s1 + AS.length s2))
    in writeMerge cmp (s1, s2) t; t
    end
end

structure Quicksort =
struct
  structure AS = ArraySlice

  fun insertionSort cmp s =
    Util.for (1, AS.length s) (fn i =>
      let
        val x = AS.sub (s, i)
        fun shift j =
          if j > 0 andalso cmp (x, AS.sub (s, j - 1)) = LESS
          then (AS.update (s, j, AS.sub (s, j - 1)); shift (j - 1))
          else AS.update (s, j, x)
      in
        shift i
      end)

  fun swap s (i, j) = let val t = AS.sub (s, i) in AS.update (s, i, AS.sub (s, j)); AS.update (s, j, t) end

  (* three-way partition around the median of three; recurse in parallel *)
  fun sortInPlace cmp s =
    let val n = AS.length s
    in
      if n <= 16 then insertionSort cmp s
      else
        let
          val (a, b, c) = (AS.sub (s, 0), AS.sub (s, n div 2), AS.sub (s, n - 1))
          fun med (a, b, c) =
            if cmp (a, b) = LESS then
              (if cmp (b, c) = LESS then b else if cmp (a, c) = LESS then c else a)
            else (if cmp (a, c) = LESS then a else if cmp (b, c) = LESS then c else b)
          val p = med (a, b, c)
          (* Dijkstra: [0,lt) < p, [lt,i) = p, (gt,n) > p *)
          fun loop (lt, i, gt) =
            if i > gt then (lt, gt + 1)
            else case cmp (AS.sub (s, i), p) of
                   LESS => (swap s (lt, i); loop (lt + 1, i + 1, gt))
                 | GREATER => (swap s (i, gt); loop (lt, i, gt - 1))
                 | EQUAL => loop (lt, i + 1, gt)
          val (lt, gt) = loop (0, 0, n - 1)
          val left = AS.subslice (s, 0, SOME lt)
          val right = AS.subslice (s, gt, NONE)
        in
          if n <= 4096 then (sortInPlace cmp left; sortInPlace cmp right)
          else (ForkJoin.par (fn _ => sortInPlace cmp left, fn _ => sortInPlace cmp right); ())
        end
    end

  fun sort cmp s =
    let val t = AS.full (SeqBasis.tabulate 4096 (0, AS.length s) (fn i => AS.sub (s, i)))
    in sortInPlace cmp t; t
    end
end

structure Mergesort =
struct
  structure AS = ArraySlice

  (* sort s into t, using s as scratch; stable *)
  fun sortInPlace' cmp s t =
    let val n = AS.length s
    in
      if n <= 1024 then
        (Util.for (0, n) (fn i => AS.update (t, i, AS.sub (s, i)));
         (* stable insertion sort *)
         Quicksort.insertionSort cmp t)
      else
        let
          val half = n div 2
          val (sl, sr) = (AS.subslice (s, 0, SOME half), AS.subslice (s, half, NONE))
          val (tl, tr) = (AS.subslice (t, 0, SOME half), AS.subslice (t, half, NONE))
        in
          (* sort each half of s into t, then merge t's halves back into s ... *)
          ForkJoin.par (fn _ => sortInPlace' cmp sl tl, fn _ => sortInPlace' cmp sr tr);
          Merge.writeMerge cmp (tl, tr) s;
          ForkJoin.parfor 4096 (0, n) (fn i => AS.update (t, i, AS.sub (s, i)))
        end
    end

  fun sortInPlace cmp s =
    let val tmp = AS.full (SeqBasis.tabulate 4096 (0, AS.length s) (fn i => AS.sub (s, i)))
    in sortInPlace' cmp tmp s
    end

  fun sort cmp s =
    let val t = AS.full (SeqBasis.tabulate 4096 (0, AS.length s) (fn i => AS.sub (s, i)))
    in sortInPlace cmp t; t
    end
end

(* Stable counting sort of s by bucket (0 <= bucket x < numBuckets):
   per-block histograms, a column-major scan of them, then each block
   scatters its elements.  Returns the sorted slice and the bucket
   offsets (numBuckets + 1 of them). *)
structure CountingSort =
struct
  structure AS = ArraySlice

  fun sort (s : 'a AS.slice) (bucket : int -> int) (numBuckets : int) =
    let
      val n = AS.length s
      val blockSize = 10000
      val numBlocks = Util.ceilDiv (Int.max (n, 1)) blockSize
      val counts = SeqBasis.tabulate 1 (0, numBlocks * numBuckets) (fn _ => 0)
      val _ = ForkJoin.parfor 1 (0, numBlocks) (fn b =>
        Util.for (b * blockSize, Int.min (n, (b + 1) * blockSize)) (fn i =>
          let val k = b * numBuckets + bucket i
          in Unsafe.Array.update (counts, k, Unsafe.Array.sub (counts, k) + 1)
          end))
      (* column-major: bucket j of block b at j * numBlocks + b *)
      val offs = SeqBasis.scan 1000 op+ 0 (0, numBlocks * numBuckets)
        (fn k => Array.sub (counts, (k mod numBlocks) * numBuckets + k div numBlocks))
      val result = ForkJoin.alloc n
      val _ = ForkJoin.parfor 1 (0, numBlocks) (fn b =>
        let
          val cursor = Array.tabulate (numBuckets, fn j => Array.sub (offs, j * numBlocks + b))
        in
          Util.for (b * blockSize, Int.min (n, (b + 1) * blockSize)) (fn i =>
            let val j = bucket i
                val c = Array.sub (cursor, j)
            in Array.update (result, c, AS.sub (s, i)); Array.update (cursor, j, c + 1)
            end)
        end)
      val bucketOffsets = SeqBasis.tabulate 1000 (0, numBuckets + 1) (fn j => Array.sub (offs, j * numBlocks))
    in
      (AS.full result, bucketOffsets)
    end
end

(* LSD radix sort of non-negative ints, 8 bits per pass *)
structure RadixSort =
struct
  fun sort (s : int ArraySlice.slice) =
    let
      val maxv = SeqBasis.reduce 5000 Int.max 0 (0, ArraySlice.length s) (fn i => ArraySlice.sub (s, i))
      fun passes v = if v = 0 then 0 else 1 + passes (Word.toInt (Word.>> (Word.fromInt v, 0w8)))
      fun loop (k, s) =
        if k = 0 then s
        else
          let
            val shift = Word.fromInt (8 * (passes maxv - k))
            fun digit i = Word.toInt (Word.andb (Word.>> (Word.fromInt (ArraySlice.sub (s, i)), shift), 0wxff))
            val (s', _) = CountingSort.sort s digit 256
          in
            loop (k - 1, s')
          end
    in
      loop (passes maxv, s)
    end
end

signature ORDERED =
sig
  type t
  val compare : t * t -> order
end

functor MkSorter (O : ORDERED) =
struct
  fun msort (s : O.t ArraySlice.slice) = Mergesort.sort O.compare s
  fun qsort (s : O.t ArraySlice.slice) = Quicksort.sort O.compare s
  fun isSorted s =
    SeqBasis.reduce 1000 (fn (a, b) => a andalso b) true (1, ArraySlice.length s)
      (fn i => O.compare (ArraySlice.sub (s, i - 1), ArraySlice.sub (s, i)) <> GREATER)
end

(* Random permutations from a hash-based generator: sort indices by
   their hashed keys (ties by index), as a deterministic shuffle. *)
structure Shuffle =
struct
  fun permutation seed n =
    let
      val keyed = ArraySlice.full (SeqBasis.tabulate 5000 (0, n) (fn i => (Util.hash2 (seed, i), i)))
      fun cmp ((k1, i1), (k2, i2)) = case Int.compare (k1, k2) of EQUAL => Int.compare (i1, i2) | c => c
      val sorted = Mergesort.sort cmp keyed
    in
      ArraySlice.full (SeqBasis.tabulate 5000 (0, n) (fn i => #2 (ArraySlice.sub (sorted, i))))
    end

  fun shuffle seed s =
    let val p = permutation seed (ArraySlice.length s)
    in ArraySlice.full (SeqBasis.tabulate 5000 (0, ArraySlice.length s) (fn i => ArraySlice.sub (s, ArraySlice.sub (p, i))))
    end
end
