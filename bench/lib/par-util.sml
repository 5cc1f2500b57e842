(* bench/lib/par-util.sml: parallel building blocks shared by bench/par/,
   written MPL-style on ForkJoin (par / parfor / alloc only), so that they
   elide to sequential code under bench/lib/seq-fork-join.sml.
     grain       base-case size of the loop-shaped helpers (reduce,
                 tabulate, filter), as MPL's SeqBasis uses one; recursive
                 algorithms (sort, merge, hull) par down to small base cases
     reduce      parallel divide-and-conquer fold over an index range
     tabulate    parallel Array.tabulate
     filterRange parallel filter of an index range (block counts + prefix
                 sums), as MPL's SeqBasis.filter
     filter      parallel filter of an array, by filterRange
     mergeSort   parallel merge sort with parallel merge (stable) *)
structure ParUtil =
struct
  val grain = 1024

  fun reduce (lo, hi) (z : 'a, f : int -> 'a, comb : 'a * 'a -> 'a) : 'a =
    let
      fun go (lo, hi) =
        if hi - lo <= grain then
          let fun loop (i, acc) = if i >= hi then acc else loop (i + 1, comb (acc, f i))
          in loop (lo, z) end
        else
          let val mid = lo + (hi - lo) div 2
              val (a, b) = ForkJoin.par (fn () => go (lo, mid), fn () => go (mid, hi))
          in comb (a, b) end
    in
      go (lo, hi)
    end

  fun tabulate (n, f : int -> 'a) : 'a array =
    let val a = ForkJoin.alloc n
    in ForkJoin.parfor grain (0, n) (fn i => Array.update (a, i, f i)); a end

  (* f i for the i in [lo, hi) that satisfy p, in order, as MPL's
     SeqBasis.filter: no array of the candidates is built *)
  fun filterRange (lo, hi) (f : int -> 'a) (p : int -> bool) : 'a array =
    let
      val n = Int.max (0, hi - lo)
      val nb = (n + grain - 1) div grain
      val counts = tabulate (nb, fn b =>
        let val bhi = lo + Int.min (n, (b + 1) * grain)
            fun loop (i, c) = if i >= bhi then c else loop (i + 1, if p i then c + 1 else c)
        in loop (lo + b * grain, 0) end)
      val offsets = Array.array (nb + 1, 0)
      fun scan b = if b >= nb then () else (Array.update (offsets, b + 1, Array.sub (offsets, b) + Array.sub (counts, b)); scan (b + 1))
      val () = scan 0
      val out = ForkJoin.alloc (Array.sub (offsets, nb))
    in
      ForkJoin.parfor 1 (0, nb) (fn b =>
        let val bhi = lo + Int.min (n, (b + 1) * grain)
            fun loop (i, j) =
              if i >= bhi then ()
              else if p i then (Array.update (out, j, f i); loop (i + 1, j + 1))
              else loop (i + 1, j)
        in loop (lo + b * grain, Array.sub (offsets, b)) end);
      out
    end

  (* the elements of a satisfying p, in order *)
  fun filter (p : 'a -> bool) (a : 'a array) : 'a array =
    filterRange (0, Array.length a) (fn i => Array.sub (a, i)) (fn i => p (Array.sub (a, i)))

  (* in the sorted s[lo, hi): with upper = false the first index whose
     element is not lt x (lower bound), with upper = true the first index
     whose element is greater than x (upper bound) *)
  fun search (lt : 'a * 'a -> bool) (s : 'a array, lo, hi, x, upper) =
    let fun go (lo, hi) =
          if lo >= hi then lo
          else
            let val mid = lo + (hi - lo) div 2
                val y = Array.sub (s, mid)
                val goRight = if upper then not (lt (x, y)) else lt (y, x)
            in if goRight then go (mid + 1, hi) else go (lo, mid) end
    in go (lo, hi) end

  val mergeBase = 32

  (* merges the sorted runs s[l1, h1) and s[l2, h2) into d[k, ...): stable
     (ties take the left run first) *)
  fun merge lt (s, l1, h1, l2, h2, d, k) =
    if (h1 - l1) + (h2 - l2) <= mergeBase then
      let fun loop (i, j, k) =
            if i < h1 andalso (j >= h2 orelse not (lt (Array.sub (s, j), Array.sub (s, i)))) then
              (Array.update (d, k, Array.sub (s, i)); loop (i + 1, j, k + 1))
            else if j < h2 then (Array.update (d, k, Array.sub (s, j)); loop (i, j + 1, k + 1))
            else ()
      in loop (l1, l2, k) end
    else if h1 - l1 >= h2 - l2 then
      let val m1 = l1 + (h1 - l1) div 2
          val x = Array.sub (s, m1)
          val m2 = search lt (s, l2, h2, x, false)
          val km = k + (m1 - l1) + (m2 - l2)
      in
        Array.update (d, km, x);
        ignore (ForkJoin.par (fn () => merge lt (s, l1, m1, l2, m2, d, k),
                              fn () => merge lt (s, m1 + 1, h1, m2, h2, d, km + 1)))
      end
    else
      let val m2 = l2 + (h2 - l2) div 2
          val y = Array.sub (s, m2)
          val m1 = search lt (s, l1, h1, y, true)
          val km = k + (m1 - l1) + (m2 - l2)
      in
        Array.update (d, km, y);
        ignore (ForkJoin.par (fn () => merge lt (s, l1, m1, l2, m2, d, k),
                              fn () => merge lt (s, m1, h1, m2 + 1, h2, d, km + 1)))
      end

  val sortBase = 16

  (* sorts a[lo, hi); if toB the result goes to b[lo, hi) (a is scratch),
     else it stays in a[lo, hi) (b is scratch) *)
  fun sortRange lt (a, b, lo, hi, toB) =
    if hi - lo <= sortBase then
      let
        fun ins i =
          if i >= hi then ()
          else
            let val x = Array.sub (a, i)
                fun shift j = if j > lo andalso lt (x, Array.sub (a, j - 1)) then (Array.update (a, j, Array.sub (a, j - 1)); shift (j - 1)) else j
                val j = shift i
            in Array.update (a, j, x); ins (i + 1) end
        fun copy i = if i >= hi then () else (Array.update (b, i, Array.sub (a, i)); copy (i + 1))
      in
        ins (lo + 1); if toB then copy lo else ()
      end
    else
      let val mid = lo + (hi - lo) div 2
          val _ = ForkJoin.par (fn () => sortRange lt (a, b, lo, mid, not toB),
                                fn () => sortRange lt (a, b, mid, hi, not toB))
      in
        if toB then merge lt (a, lo, mid, mid, hi, b, lo)
        else merge lt (b, lo, mid, mid, hi, a, lo)
      end

  fun mergeSort lt (a : 'a array) : unit =
    let val n = Array.length a
    in if n <= 1 then () else sortRange lt (a, ForkJoin.alloc n, 0, n, false) end
end
