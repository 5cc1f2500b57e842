(* array-qsort-fn.sml: ArrayQSortFn, MONO_ARRAY_SORT over any MONO_ARRAY by
 * the quicksort of ArrayQSort (median of three pivots; insertion sort
 * below a few elements).  Not stable. *)

functor ArrayQSortFn (A : MONO_ARRAY) : MONO_ARRAY_SORT =
  struct
    structure A = A

    fun sort cmp arr =
          let
            fun sub i = A.sub (arr, i)
            fun swap (i, j) =
                  let val t = sub i in A.update (arr, i, sub j); A.update (arr, j, t) end
            fun less (i, j) = cmp (sub i, sub j) = LESS

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
                      val pivot = sub lo
                      (* Hoare partition of arr[lo+1..hi) around pivot *)
                      fun part (i, j) =
                            let
                              fun up i = if i <= last andalso cmp (sub i, pivot) = LESS then up (i + 1) else i
                              fun down j = if cmp (sub j, pivot) = GREATER then down (j - 1) else j
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
            qsort (0, A.length arr)
          end

    fun sorted cmp arr =
          let
            val n = A.length arr
            fun loop i = i >= n orelse (cmp (A.sub (arr, i - 1), A.sub (arr, i)) <> GREATER andalso loop (i + 1))
          in
            loop 1
          end
  end
