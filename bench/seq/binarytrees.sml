(* bench/seq/binarytrees.sml: the Benchmarks Game binary-trees (allocate
   and walk many short-lived complete binary trees while one long-lived
   tree stays live); measures allocation and the copying GC.
   Argument: maxDepth (sizes: SEQ_SIZES in
   bench/run.py).  Prints the stretch tree check,
   every "iterations check" line and the long-lived tree check as one sum:
   "binarytrees CHECKSUM"; binarytrees.c (malloc/free) and binarytrees.ml
   print the same. *)
datatype tree = Leaf | Node of tree * tree

fun make 0 = Node (Leaf, Leaf)
  | make d = Node (make (d - 1), make (d - 1))

fun check Leaf = 0
  | check (Node (l, r)) = 1 + check l + check r

val maxDepth = Int.max (6, BenchUtil.arg 0)
val stretch = check (make (maxDepth + 1))
val longLived = make maxDepth

fun depths (d, acc) =
  if d > maxDepth then acc
  else
    let
      val iters = Word.toInt (Word.<< (0w1, Word.fromInt (maxDepth - d + 4)))
      fun loop (i, s) = if i >= iters then s else loop (i + 1, s + check (make d))
    in
      depths (d + 2, acc + loop (0, 0))
    end

val total = depths (4, stretch) + check longLived
val () = print ("binarytrees " ^ Int.toString total ^ "\n")
