structure Util =
struct
  structure W = Word64

  (* a 64-bit mixing hash (splitmix64's finaliser) *)
  fun hash64 (x : Word64.word) : Word64.word =
    let
      val x = W.xorb (x, W.>> (x, 0w30))
      val x = x * 0wxbf58476d1ce4e5b9
      val x = W.xorb (x, W.>> (x, 0w27))
      val x = x * 0wx94d049bb133111eb
      val x = W.xorb (x, W.>> (x, 0w31))
    in
      x
    end

  (* a non-negative int from a hash of i *)
  fun hash (i : int) : int =
    W.toInt (W.>> (hash64 (W.fromInt i), 0w2))

  fun hash2 (seed, i) = hash (hash seed + i)

  fun loop (lo, hi) b f =
    if lo >= hi then b else loop (lo + 1, hi) (f (b, lo)) f

  fun for (lo, hi) f = if lo >= hi then () else (f lo; for (lo + 1, hi) f)
  fun revFor (lo, hi) f = if lo >= hi then () else (f (hi - 1); revFor (lo, hi - 1) f)

  fun all (lo, hi) p = lo >= hi orelse (p lo andalso all (lo + 1, hi) p)
  fun exists (lo, hi) p = lo < hi andalso (p lo orelse exists (lo + 1, hi) p)

  fun ceilDiv n k = (n + k - 1) div k

  fun pow2 k = Word.toInt (Word.<< (0w1, Word.fromInt k))

  fun log2 n = if n <= 1 then 0 else 1 + log2 (n div 2)

  fun intToString n = if n < 0 then "-" ^ Int.toString (~n) else Int.toString n

  fun padLeft w s = if String.size s >= w then s else CharVector.tabulate (w - String.size s, fn _ => #" ") ^ s

  fun realToString r = Real.fmt (StringCvt.FIX (SOME 4)) r

  fun closeEnough (x, y) = Real.abs (x - y) <= 1E~6 * Real.max (1.0, Real.max (Real.abs x, Real.abs y))

  fun summarizeArraySlice count toString s =
    let
      val n = ArraySlice.length s
      fun elems k = List.tabulate (Int.min (n, k), fn i => toString (ArraySlice.sub (s, i)))
    in
      "[" ^ String.concatWith ", " (elems count @ (if n > count then ["..."] else [])) ^ "]"
    end

  fun summarizeArray count toString a = summarizeArraySlice count toString (ArraySlice.full a)

  fun die msg = (TextIO.output (TextIO.stdErr, msg ^ "\n"); TextIO.flushOut TextIO.stdErr; OS.Process.exit OS.Process.failure)
end
