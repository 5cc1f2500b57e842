(* array-qsort.sml: ArrayQSort, ARRAY_SORT on Array by quicksort
 * (SkeinQSortFn).  Not stable. *)

structure ArrayQSort : ARRAY_SORT where type 'a array = 'a Array.array =
  struct
    type 'a array = 'a Array.array
    structure Q = SkeinQSortFn (type 'a arr = 'a Array.array
                                type 'a elem = 'a
                                val sub = Array.sub
                                val update = Array.update
                                val length = Array.length)
    val sort = Q.sort
    val sorted = Q.sorted
  end
