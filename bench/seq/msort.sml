(* bench/seq/msort.sml: top-down merge sort of an int list (split by
   alternation, merge), repeated; measures list allocation and the GC.
   Arguments: n elements, r repetitions (each repetition sorts a fresh list
   from the generator; sizes: SEQ_SIZES in bench/run.py).  Prints "msort CHECKSUM" (hash of every sorted list,
   BenchUtil.mix); msort.ml (same algorithm on lists) and msort.c
   (destructive linked-list merge sort, no allocation) print the same. *)
open BenchUtil

fun split ([], a, b) = (a, b)
  | split (x :: xs, a, b) = split (xs, x :: b, a)

fun merge ([], ys) = ys
  | merge (xs, []) = xs
  | merge (xs as x :: xt, ys as y :: yt) =
      if x <= y then x :: merge (xt, ys) else y :: merge (xs, yt)

fun sort [] = []
  | sort [x] = [x]
  | sort xs = let val (a, b) = split (xs, [], []) in merge (sort a, sort b) end

fun gen (0, s, acc) = (acc, s)
  | gen (k, s, acc) = let val s' = next s in gen (k - 1, s', (s' mod 1000000) :: acc) end

val n = arg 0
val r = arg 1
fun hashList ([], h) = h
  | hashList (x :: xs, h) = hashList (xs, mix (h, x))
fun rep (i, s, h) =
  if i >= r then h
  else let val (l, s') = gen (n, s, []) in rep (i + 1, s', hashList (sort l, h)) end
val () = print ("msort " ^ Int.toString (rep (0, seed, 0)) ^ "\n")
