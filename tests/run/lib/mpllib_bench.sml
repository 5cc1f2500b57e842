structure S = Seq
structure AS = ArraySlice
structure A = Array

fun report name (checksum : string) ok =
  print (name ^ " " ^ checksum ^ (if ok then "" else " MISMATCH") ^ "\n")

(* ---- primes: a sieve on the primes up to sqrt n *)
fun primes n : int S.t =
  if n < 2 then S.empty ()
  else
    let
      val sqrtPrimes = primes (Real.floor (Math.sqrt (Real.fromInt n)))
      val flags = SeqBasis.tabulate 10000 (0, n + 1) (fn _ => 0w1 : Word8.word)
      val _ = A.update (flags, 0, 0w0)
      val _ = A.update (flags, 1, 0w0)
      val _ = ForkJoin.parfor 1 (0, S.length sqrtPrimes) (fn i =>
        let val p = S.nth sqrtPrimes i
            val m = n div p
        in ForkJoin.parfor 4096 (2, m + 1) (fn j => Unsafe.Array.update (flags, p * j, 0w0))
        end)
    in
      S.fromArraySeq (AS.full (SeqBasis.filter 4096 (0, n + 1) (fn i => i) (fn i => A.sub (flags, i) = 0w1)))
    end
val ps = primes 200000
fun isPrime k =
  let fun loop d = d * d > k orelse (k mod d <> 0 andalso loop (d + 1))
  in k >= 2 andalso loop 2 end
val _ = report "primes" (Int.toString (S.length ps) ^ " " ^ Int.toString (S.last ps) ^ " " ^ Int.toString (S.reduce op+ 0 ps))
          (S.length ps = List.length (List.filter isPrime (List.tabulate (200001, fn i => i))))

(* ---- tokens / wc on a generated text in a Word8Array *)
val textLen = 100000
val text = Word8Array.tabulate (textLen, fn i =>
  let val h = Util.hash i mod 10
  in if h = 0 then 0w32 else if h = 1 andalso i mod 3 = 0 then 0w10 else Word8.fromInt (97 + Util.hash (i + 7) mod 26)
  end)
fun isSpace (c : Word8.word) = c = 0w32 orelse c = 0w10 orelse c = 0w9
fun byte i = Word8Array.sub (text, i)
val (lines, words, chars) =
  SeqBasis.reduce 5000 (fn ((a, b, c), (x, y, z)) => (a + x, b + y, c + z)) (0, 0, 0) (0, textLen) (fn i =>
    (if byte i = 0w10 then 1 else 0,
     if not (isSpace (byte i)) andalso (i = 0 orelse isSpace (byte (i - 1))) then 1 else 0,
     1))
val refWords = List.length (String.tokens Char.isSpace (Byte.bytesToString (Word8Array.vector text)))
val _ = report "wc" (String.concatWith " " (List.map Int.toString [lines, words, chars])) (words = refWords)
(* tokens: start and end positions *)
val starts = SeqBasis.filter 5000 (0, textLen) (fn i => i) (fn i => not (isSpace (byte i)) andalso (i = 0 orelse isSpace (byte (i - 1))))
val ends = SeqBasis.filter 5000 (0, textLen) (fn i => i + 1) (fn i => not (isSpace (byte i)) andalso (i = textLen - 1 orelse isSpace (byte (i + 1))))
val tokens = S.tabulate (fn i =>
  Byte.unpackStringVec (Word8VectorSlice.slice (Word8Array.vector text, A.sub (starts, i), SOME (A.sub (ends, i) - A.sub (starts, i))))) (A.length starts)
val longest = S.reduce (fn (a, b) => if String.size b > String.size a then b else a) "" tokens
val _ = report "tokens" (Int.toString (S.length tokens) ^ " " ^ longest)
          (S.toList tokens = String.tokens Char.isSpace (Byte.bytesToString (Word8Array.vector text)))

(* ---- dedup: open addressing with compareAndSwap on an int array *)
fun dedup (keys : int S.t) =
  let
    val n = S.length keys
    val cap = Util.pow2 (Util.log2 (2 * n) + 1)
    val table = SeqBasis.tabulate 10000 (0, cap) (fn _ => ~1)
    fun insert k =
      let
        fun probe i =
          let val cur = A.sub (table, i)
          in if cur = k then ()
             else if cur = ~1 then
               (let val old = MLton.Parallel.arrayCompareAndSwap (table, i) (~1, k)
                in if old = ~1 orelse old = k then () else probe ((i + 1) mod cap)
                end)
             else probe ((i + 1) mod cap)
          end
      in
        probe (Util.hash k mod cap)
      end
    val _ = ForkJoin.parfor 1000 (0, n) (fn i => insert (S.nth keys i))
  in
    S.fromArraySeq (AS.full (SeqBasis.filter 10000 (0, cap) (fn i => A.sub (table, i)) (fn i => A.sub (table, i) <> ~1)))
  end
val keys = S.tabulate (fn i => Util.hash i mod 30000) 100000
val uniq = Quicksort.sort Int.compare (dedup keys)
val refUniq =
  let val seen = A.array (30000, false)
  in S.iterate (fn (c, k) => if A.sub (seen, k) then c else (A.update (seen, k, true); c + 1)) 0 keys
  end
val _ = report "dedup" (Int.toString (S.length uniq) ^ " " ^ Int.toString (S.reduce op+ 0 uniq))
          (S.length uniq = refUniq andalso Util.all (1, S.length uniq) (fn i => S.nth uniq (i - 1) < S.nth uniq i))

(* ---- bfs on a random symmetric graph: levels and the reached count do
   not depend on which parent won a CAS *)
val g = AdjacencyGraph.randSymmetric 5 20000 3
val (parent, levels) = AdjacencyGraph.bfs g 0
val reached = SeqBasis.reduce 5000 op+ 0 (0, A.length parent) (fn i => if A.sub (parent, i) >= 0 then 1 else 0)
(* sequential BFS distances; each parent must be one level closer *)
val dist =
  let
    val d = A.array (AdjacencyGraph.numVertices g, ~1)
    val q = A.array (AdjacencyGraph.numVertices g, 0)
    val _ = A.update (d, 0, 0)
    fun go (h, t) =
      if h >= t then ()
      else
        let val u = A.sub (q, h)
            val t' = VectorSlice.foldl (fn (v, t) =>
              if A.sub (d, v) = ~1 then (A.update (d, v, A.sub (d, u) + 1); A.update (q, t, v); t + 1) else t)
              t (AdjacencyGraph.neighbors g u)
        in go (h + 1, t') end
  in go (0, 1); d end
val maxDist = A.foldl Int.max 0 dist
val parentsOk = Util.all (1, A.length parent) (fn v =>
  let val p = A.sub (parent, v)
  in (p = ~1 andalso A.sub (dist, v) = ~1) orelse (p >= 0 andalso A.sub (dist, p) + 1 = A.sub (dist, v))
  end)
val _ = report "bfs" (String.concatWith " " (List.map Int.toString
          [AdjacencyGraph.numVertices g, AdjacencyGraph.numEdges g, reached, levels])) (parentsOk andalso levels = maxDist + 1)

(* ---- integer sort *)
val ints = S.tabulate (fn i => Util.hash (i + 1000000) mod 1000000) 200000
val sortedInts = RadixSort.sort ints
val _ = report "isort" (Int.toString (S.nth sortedInts 0) ^ " " ^ Int.toString (S.nth sortedInts 100000) ^ " " ^ Int.toString (S.last sortedInts))
          (S.equal op= (sortedInts, Mergesort.sort Int.compare ints))

(* ---- mcss: maximum contiguous subsequence sum as a reduction *)
fun mcss (s : int S.t) =
  let
    fun combine ((m1, p1, s1, t1), (m2, p2, s2, t2)) =
      (Int.max (Int.max (m1, m2), s1 + p2), Int.max (p1, t1 + p2), Int.max (s2, s1 + t2), t1 + t2)
    fun single x = let val y = Int.max (x, 0) in (y, y, y, x) end
    val (m, _, _, _) = SeqBasis.reduce 5000 combine (0, 0, 0, 0) (0, S.length s) (single o S.nth s)
  in
    m
  end
val mseq = S.tabulate (fn i => Util.hash i mod 201 - 100) 300000
val kadane = #1 (S.iterate (fn ((best, cur), x) => let val c = Int.max (0, cur + x) in (Int.max (best, c), c) end) (0, 0) mseq)
val _ = report "mcss" (Int.toString (mcss mseq)) (mcss mseq = kadane)

(* ---- linefit: least squares on generated points *)
val pts = S.tabulate (fn i => let val x = Real.fromInt i / 1000.0 in (x, 2.5 * x + 1.0 + Real.fromInt (Util.hash i mod 100 - 50) / 1000.0) end) 100000
fun linefit (p : (real * real) S.t) =
  let
    val n = Real.fromInt (S.length p)
    val (sx, sy) = S.reduce (fn ((a, b), (c, d)) => (a + c, b + d)) (0.0, 0.0) p
    val (xbar, ybar) = (sx / n, sy / n)
    val sxx = S.reduce op+ 0.0 (S.map (fn (x, _) => (x - xbar) * (x - xbar)) p)
    val sxy = S.reduce op+ 0.0 (S.map (fn (x, y) => (x - xbar) * (y - ybar)) p)
    val slope = sxy / sxx
  in
    (slope, ybar - slope * xbar)
  end
val (slope, icpt) = linefit pts
val _ = report "linefit" (Real.fmt (StringCvt.FIX (SOME 3)) slope ^ " " ^ Real.fmt (StringCvt.FIX (SOME 3)) icpt)
          (Real.abs (slope - 2.5) < 0.01 andalso Real.abs (icpt - 1.0) < 0.01)

(* ---- sparse matrix-vector product (CSR), rows in parallel *)
val rows = 20000
val rowOff = SeqBasis.scan 1000 op+ 0 (0, rows) (fn i => 1 + Util.hash i mod 8)
val nnz = A.sub (rowOff, rows)
val cols = SeqBasis.tabulate 1000 (0, nnz) (fn k => Util.hash (k + 77) mod rows)
val vals = SeqBasis.tabulate 1000 (0, nnz) (fn k => Real.fromInt (Util.hash (k + 99) mod 10) / 4.0)
val xv = SeqBasis.tabulate 1000 (0, rows) (fn i => Real.fromInt (i mod 5))
fun rowDot i = SeqBasis.foldl op+ 0.0 (A.sub (rowOff, i), A.sub (rowOff, i + 1)) (fn k => A.sub (vals, k) * A.sub (xv, A.sub (cols, k)))
val yv = SeqBasis.tabulate 100 (0, rows) rowDot
val ysum = SeqBasis.reduce 1000 op+ 0.0 (0, rows) (fn i => A.sub (yv, i))
val yref = Util.loop (0, rows) 0.0 (fn (acc, i) => acc + rowDot i)
val _ = report "spmv" (Int.toString nnz ^ " " ^ Real.fmt (StringCvt.FIX (SOME 2)) ysum) (Real.== (ysum, yref))

(* ---- grep: lines of the text containing a pattern *)
val pat = Byte.stringToBytes "ab"
fun matchAt i = i + 2 <= textLen andalso byte i = Word8Vector.sub (pat, 0) andalso byte (i + 1) = Word8Vector.sub (pat, 1)
val hits = SeqBasis.filter 5000 (0, textLen) (fn i => i) matchAt
val lineStarts = SeqBasis.filter 5000 (0, textLen) (fn i => i) (fn i => i = 0 orelse byte (i - 1) = 0w10)
val matchingLines = SeqBasis.reduce 100 op+ 0 (0, A.length lineStarts) (fn j =>
  let val s = A.sub (lineStarts, j)
      val e = if j + 1 < A.length lineStarts then A.sub (lineStarts, j + 1) else textLen
  in if Util.exists (s, e) matchAt then 1 else 0 end)
val refLines = List.length (List.filter (String.isSubstring "ab") (String.fields (fn c => c = #"\n") (Byte.bytesToString (Word8Array.vector text))))
val _ = report "grep" (Int.toString (A.length hits) ^ " " ^ Int.toString matchingLines) (matchingLines = refLines)

(* ---- nqueens: parallel over the first rows *)
fun queens n =
  let
    fun ok (col, placed) =
      let fun chk ([], _) = true
            | chk (c :: cs, d) = c <> col andalso abs (c - col) <> d andalso chk (cs, d + 1)
      in chk (placed, 1) end
    fun search (row, placed) =
      if row = n then 1
      else if row < 3 then
        SeqBasis.reduce 1 op+ 0 (0, n) (fn c => if ok (c, placed) then search (row + 1, c :: placed) else 0)
      else Util.loop (0, n) 0 (fn (acc, c) => if ok (c, placed) then acc + search (row + 1, c :: placed) else acc)
  in
    search (0, [])
  end
val _ = report "nqueens" (Int.toString (queens 8) ^ " " ^ Int.toString (queens 9)) (queens 8 = 92 andalso queens 9 = 352)

(* ---- quickhull on generated points (integer coordinates, exact) *)
val npts = 50000
val hp = S.tabulate (fn i => (Util.hash (2 * i) mod 100001 - 50000, Util.hash (2 * i + 1) mod 100001 - 50000)) npts
fun cross ((ax, ay), (bx, by), (cx, cy)) = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
fun hullSide (a, b, pts : (int * int) S.t) =
  if S.length pts = 0 then []
  else
    let
      val far = S.reduce (fn (p, q) => if cross (a, b, p) >= cross (a, b, q) then p else q) (S.first pts) pts
      val left1 = S.filter (fn p => cross (a, far, p) > 0) pts
      val left2 = S.filter (fn p => cross (far, b, p) > 0) pts
      val (h1, h2) = ForkJoin.par (fn _ => hullSide (a, far, left1), fn _ => hullSide (far, b, left2))
    in
      h1 @ [far] @ h2
    end
fun quickhull pts =
  let
    fun lt ((x1, y1), (x2, y2)) = x1 < x2 orelse (x1 = x2 andalso y1 < y2)
    val l = S.reduce (fn (p, q) => if lt (p, q) then p else q) (S.first pts) pts
    val r = S.reduce (fn (p, q) => if lt (q, p) then p else q) (S.first pts) pts
    val (up, down) = ForkJoin.par (fn _ => hullSide (l, r, S.filter (fn p => cross (l, r, p) > 0) pts),
                                   fn _ => hullSide (r, l, S.filter (fn p => cross (r, l, p) > 0) pts))
  in
    [l] @ up @ [r] @ down
  end
val hull = quickhull hp
(* every point is on the inner side of (or on) every hull edge *)
val hv = A.fromList hull
val hullOk = Util.all (0, A.length hv) (fn i =>
  let val (a, b) = (A.sub (hv, i), A.sub (hv, (i + 1) mod A.length hv))
  in S.reduce (fn (x, y) => x andalso y) true (S.map (fn p => cross (a, b, p) <= 0) hp)
  end)
val _ = report "quickhull" (Int.toString (List.length hull) ^ " " ^
          Int.toString (List.foldl (fn ((x, y), acc) => acc + x + 3 * y) 0 hull)) hullOk

(* ---- msort of strings *)
val words = S.tabulate (fn i => String.implode (List.tabulate (1 + Util.hash i mod 6, fn j => Char.chr (97 + Util.hash (i * 7 + j) mod 26)))) 30000
val sortedWords = Mergesort.sort String.compare words
val distinct = 1 + SeqBasis.reduce 1000 op+ 0 (1, S.length sortedWords) (fn i => if S.nth sortedWords (i - 1) = S.nth sortedWords i then 0 else 1)
val _ = report "msort-strings" (S.nth sortedWords 0 ^ " " ^ S.nth sortedWords 15000 ^ " " ^ S.last sortedWords ^ " " ^ Int.toString distinct)
          (S.equal op= (sortedWords, Quicksort.sort String.compare words))
