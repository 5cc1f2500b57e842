structure SeqBasis :>
sig
  type grain = int
  val for : int * int -> (int -> unit) -> unit
  val parfor : grain -> int * int -> (int -> unit) -> unit
  val tabulate : grain -> int * int -> (int -> 'a) -> 'a array
  val foldl : ('b * 'a -> 'b) -> 'b -> int * int -> (int -> 'a) -> 'b
  val foldr : ('b * 'a -> 'b) -> 'b -> int * int -> (int -> 'a) -> 'b
  val reduce : grain -> ('a * 'a -> 'a) -> 'a -> int * int -> (int -> 'a) -> 'a
  val scan : grain -> ('a * 'a -> 'a) -> 'a -> int * int -> (int -> 'a) -> 'a array
  val scanIncl : grain -> ('a * 'a -> 'a) -> 'a -> int * int -> (int -> 'a) -> 'a array
  val filter : grain -> int * int -> (int -> 'a) -> (int -> bool) -> 'a array
  val tabFilter : grain -> int * int -> (int -> 'a option) -> 'a array
end =
struct
  type grain = int
  structure A = Array
  structure AS = ArraySlice

  val upd = Unsafe.Array.update
  val nth = Unsafe.Array.sub

  fun for (lo, hi) f = if lo >= hi then () else (f lo; for (lo + 1, hi) f)

  fun parfor grain (lo, hi) f =
    if hi - lo <= grain then for (lo, hi) f
    else
      let val mid = lo + (hi - lo) div 2
      in ForkJoin.par (fn _ => parfor grain (lo, mid) f, fn _ => parfor grain (mid, hi) f); ()
      end

  fun tabulate grain (lo, hi) f =
    let
      val n = hi - lo
      val result = ForkJoin.alloc n
    in
      if lo = 0 then parfor grain (0, n) (fn i => upd (result, i, f i))
      else parfor grain (0, n) (fn i => upd (result, i, f (lo + i)));
      result
    end

  fun foldl g b (lo, hi) f =
    if lo >= hi then b
    else let val b' = g (b, f lo) in foldl g b' (lo + 1, hi) f end

  fun foldr g b (lo, hi) f =
    if lo >= hi then b
    else let val b' = g (b, f (hi - 1)) in foldr g b' (lo, hi - 1) f end

  fun reduce grain g b (lo, hi) f =
    if hi - lo <= grain then foldl g b (lo, hi) f
    else
      let
        val mid = lo + (hi - lo) div 2
        val (l, r) = ForkJoin.par (fn _ => reduce grain g b (lo, mid) f,
                                   fn _ => reduce grain g b (mid, hi) f)
      in
        g (l, r)
      end

  fun scan grain g b (lo, hi) (f : int -> 'a) =
    if hi - lo <= grain then
      let
        val n = hi - lo
        val result = ForkJoin.alloc (n + 1)
        fun bump ((j, b), x) = (upd (result, j, b); (j + 1, g (b, x)))
        val (_, total) = foldl bump (0, b) (lo, hi) f
      in
        upd (result, n, total);
        result
      end
    else
      let
        val n = hi - lo
        val k = Int.max (2, grain)
        val m = 1 + (n - 1) div k
        val sums = tabulate 1 (0, m) (fn i =>
          let val start = lo + i * k
          in foldl g b (start, Int.min (start + k, hi)) f
          end)
        val partials = scan grain g b (0, m) (fn i => nth (sums, i))
        val result = ForkJoin.alloc (n + 1)
      in
        parfor 1 (0, m) (fn i =>
          let
            fun bump ((j, b), x) = (upd (result, j, b); (j + 1, g (b, x)))
            val start = lo + i * k
          in
            foldl bump (i * k, nth (partials, i)) (start, Int.min (start + k, hi)) f;
            ()
          end);
        upd (result, n, nth (partials, m));
        result
      end

  fun scanIncl grain g b (lo, hi) f =
    let val s = scan grain g b (lo, hi) f
    in tabulate grain (1, hi - lo + 1) (fn i => nth (s, i))
    end

  fun filter grain (lo, hi) f g =
    let
      val n = hi - lo
      val k = Int.max (2, grain)
      val m = 1 + (n - 1) div k
      fun count (i, j) c = if i >= j then c else if g i then count (i + 1, j) (c + 1) else count (i + 1, j) c
      val counts = tabulate 1 (0, m) (fn i =>
        let val start = lo + i * k in count (start, Int.min (start + k, hi)) 0 end)
      val offsets = scan grain op+ 0 (0, m) (fn i => nth (counts, i))
      val result = ForkJoin.alloc (nth (offsets, m))
      fun filterSeg (i, j) c =
        if i >= j then ()
        else if g i then (upd (result, c, f i); filterSeg (i + 1, j) (c + 1))
        else filterSeg (i + 1, j) c
    in
      if n <= 0 then A.fromList []
      else
        (parfor 1 (0, m) (fn i =>
          let val start = lo + i * k in filterSeg (start, Int.min (start + k, hi)) (nth (offsets, i)) end);
         result)
    end

  fun tabFilter grain (lo, hi) (f : int -> 'a option) =
    let
      val n = hi - lo
      val k = Int.max (2, grain)
      val m = 1 + (n - 1) div k
      val tmp = ForkJoin.alloc (Int.max (n, 0))
      fun filterSeg (i, j) c =
        if i >= j then c
        else case f i of
               SOME x => (upd (tmp, c, x); filterSeg (i + 1, j) (c + 1))
             | NONE => filterSeg (i + 1, j) c
      val counts = tabulate 1 (0, m) (fn i =>
        let val last = filterSeg (lo + i * k, lo + Int.min ((i + 1) * k, n)) (i * k)
        in last - i * k end)
      val outOff = scan grain op+ 0 (0, m) (fn i => nth (counts, i))
      val outSize = nth (outOff, m)
      val result = ForkJoin.alloc outSize
    in
      if n <= 0 then A.fromList []
      else
        (parfor (n div (Int.max (outSize, 1))) (0, m) (fn i =>
           let
             val soff = i * k
             val doff = nth (outOff, i)
             val size = nth (outOff, i + 1) - doff
           in
             for (0, size) (fn j => upd (result, doff + j, nth (tmp, soff + j)))
           end);
         result)
    end
end
