(* list-mergesort.sml: ListMergeSort, LIST_SORT by a bottom-up merge sort
 * of the list's ascending runs (O(n log n), stable). *)

structure ListMergeSort :> LIST_SORT =
  struct
    (* merges two increasing lists; on ties the left one's element first *)
    fun merge gt (xs, []) = xs
      | merge gt ([], ys) = ys
      | merge gt (x :: xs, y :: ys) =
          if gt (x, y) then y :: merge gt (x :: xs, ys) else x :: merge gt (xs, y :: ys)

    (* the maximal non-decreasing runs of the list, in order *)
    fun runs gt [] = []
      | runs gt (x :: xs) =
          let
            fun go (run, last, []) = [rev run]
              | go (run, last, y :: ys) =
                  if gt (last, y) then rev run :: go ([y], y, ys) else go (y :: run, y, ys)
          in
            go ([x], x, xs)
          end

    fun mergePairs gt (a :: b :: rest) = merge gt (a, b) :: mergePairs gt rest
      | mergePairs gt small = small

    fun mergeAll gt [] = []
      | mergeAll gt [run] = run
      | mergeAll gt rs = mergeAll gt (mergePairs gt rs)

    fun sort gt l = mergeAll gt (runs gt l)

    fun uniqueSort cmp l =
          let
            fun dedup (x :: (rest as y :: _)) =
                  if cmp (x, y) = EQUAL then dedup (x :: tl rest) else x :: dedup rest
              | dedup short = short
          in
            dedup (sort (fn (a, b) => cmp (a, b) = GREATER) l)
          end

    fun sorted gt (x :: (rest as y :: _)) = not (gt (x, y)) andalso sorted gt rest
      | sorted gt _ = true
  end
