(* skein-qsort-fn.sml: SkeinQSortFn, the quicksort (median of three
 * pivots; insertion sort below a few elements; not stable) of ArrayQSort
 * and ArrayQSortFn over any array-like type: 'a arr holds 'a elem (a
 * polymorphic array, or a monomorphic one with a phantom 'a).  Internal
 * (smlnj-lib.mlb). *)

functor SkeinQSortFn (type 'a arr
                      type 'a elem
                      val sub : 'a arr * int -> 'a elem
                      val update : 'a arr * int * 'a elem -> unit
                      val length : 'a arr -> int) =
  struct
    fun sort cmp arr =
          let
            fun at i = sub (arr, i)
            fun swap (i, j) =
                  let val t = at i in update (arr, i, at j); update (arr, j, t) end
            fun less (i, j) = cmp (at i, at j) = LESS

            (* sorts arr[lo..hi) by insertion *)
            fun insertion (lo, hi) =
                  let
                    fun sink j = if j > lo andalso less (j, j - 1) then (swap (j, j - 1); sink (j - 1)) else ()
                    fun loop i = if i < hi then (sink i; loop (i + 1)) else ()
                  in
                    loop (lo + 1)
                  end

            (* sorts arr[lo..hi) *)
            fun qsort (lo, hi) =
                  if hi - lo <= 8 then insertion (lo, hi)
                  else
                    let
                      val mid = lo + (hi - lo) div 2
                      val last = hi - 1
                      (* order lo, mid, last; the median goes to lo as pivot *)
                      val () = if less (mid, lo) then swap (mid, lo) else ()
                      val () = if less (last, mid) then swap (last, mid) else ()
                      val () = if less (mid, lo) then swap (mid, lo) else ()
                      val () = swap (lo, mid)
                      val pivot = at lo
                      (* Hoare partition of arr[lo+1..hi) around pivot *)
                      fun part (i, j) =
                            let
                              fun up i = if i <= last andalso cmp (at i, pivot) = LESS then up (i + 1) else i
                              fun down j = if cmp (at j, pivot) = GREATER then down (j - 1) else j
                              val i = up i
                              val j = down j
                            in
                              if i < j then (swap (i, j); part (i + 1, j - 1)) else j
                            end
                      val p = part (lo + 1, last)
                    in
                      swap (lo, p);
                      qsort (lo, p);
                      qsort (p + 1, hi)
                    end
          in
            qsort (0, length arr)
          end

    fun sorted cmp arr =
          let
            val n = length arr
            fun loop i = i >= n orelse (cmp (sub (arr, i - 1), sub (arr, i)) <> GREATER andalso loop (i + 1))
          in
            loop 1
          end
  end
