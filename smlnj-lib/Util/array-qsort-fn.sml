(* array-qsort-fn.sml: ArrayQSortFn, MONO_ARRAY_SORT over any MONO_ARRAY by
 * the quicksort of ArrayQSort (SkeinQSortFn).  Not stable. *)

functor ArrayQSortFn (A : MONO_ARRAY) : MONO_ARRAY_SORT =
  struct
    structure A = A
    structure Q = SkeinQSortFn (type 'a arr = A.array
                                type 'a elem = A.elem
                                val sub = A.sub
                                val update = A.update
                                val length = A.length)
    val sort = Q.sort
    val sorted = Q.sorted
  end
