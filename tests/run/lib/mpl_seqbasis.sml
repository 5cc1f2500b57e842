(* A SeqBasis in the style of MPL's mpllib: blocked parallel loops over
   index ranges on ForkJoin, results in arrays made with ForkJoin.alloc
   and filled through Unsafe.  Shared by the mpl_* programs. *)
structure SeqBasis =
struct
  type grain = int
  structure A = Array
  structure AS = ArraySlice

  fun upd a i x = Unsafe.Array.update (a, i, x)
  fun nth a i = Unsafe.Array.sub (a, i)

  fun foldl f b (lo, hi) g =
    if lo >= hi then b
    else
      let
        fun loop (i, acc) = if i >= hi then acc else loop (i + 1, f (acc, g i))
      in
        loop (lo, b)
      end

  fun parfor grain (lo, hi) f =
    if hi - lo <= grain then
      let fun loop i = if i >= hi then () else (f i; loop (i + 1)) in loop lo end
    else
      let val mid = lo + (hi - lo) div 2
      in ignore (ForkJoin.par (fn () => parfor grain (lo, mid) f, fn () => parfor grain (mid, hi) f))
      end

  fun tabulate grain (lo, hi) f =
    let
      val n = hi - lo
      val result = ForkJoin.alloc n
    in
      if lo = 0 then parfor grain (0, n) (fn i => upd result i (f i))
      else parfor grain (0, n) (fn i => upd result i (f (lo + i)));
      result
    end

  fun reduce grain g b (lo, hi) f =
    if hi - lo <= grain then foldl g b (lo, hi) f
    else
      let
        val mid = lo + (hi - lo) div 2
        val (l, r) = ForkJoin.par (fn () => reduce grain g b (lo, mid) f, fn () => reduce grain g b (mid, hi) f)
      in
        g (l, r)
      end

  (* Exclusive prefix sums with the total at the end: n + 1 elements. *)
  fun scan grain g b (lo, hi) f =
    if hi - lo <= grain then
      let
        val n = hi - lo
        val result = ForkJoin.alloc (n + 1)
        fun loop (i, acc) = if i > n then () else (upd result i acc; if i < n then loop (i + 1, g (acc, f (lo + i))) else ())
      in
        loop (0, b); result
      end
    else
      let
        val n = hi - lo
        val k = grain
        val m = 1 + (n - 1) div k
        val sums = tabulate 1 (0, m) (fn j => foldl g b (lo + j * k, Int.min (lo + (j + 1) * k, hi)) f)
        val partials = scan grain g b (0, m) (nth sums)
        val result = ForkJoin.alloc (n + 1)
      in
        parfor 1 (0, m) (fn j =>
          let
            val s = lo + j * k
            val e = Int.min (s + k, hi)
            fun loop (i, acc) = if i >= e then () else (upd result (i - lo) acc; loop (i + 1, g (acc, f i)))
          in
            loop (s, nth partials j)
          end);
        upd result n (nth partials m);
        result
      end

  fun filter grain (lo, hi) f p =
    let
      val n = hi - lo
      val flags = tabulate grain (lo, hi) (fn i => if p i then 1 else 0)
      val offsets = scan grain op+ 0 (0, n) (nth flags)
      val result = ForkJoin.alloc (nth offsets n)
    in
      parfor grain (0, n) (fn i => if nth flags i = 1 then upd result (nth offsets i) (f (lo + i)) else ());
      result
    end
end
