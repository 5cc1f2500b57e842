(* bench/seq/nqueens.sml: counts the solutions of the n-queens problem with
   the placed queens kept in a list; measures calls, list allocation and
   pattern matching.  Argument: n (sizes: SEQ_SIZES in
   bench/run.py).  Prints
   "nqueens N COUNT"; nqueens.c (array stack) and nqueens.ml (lists) print
   the same. *)
fun ok (_, _, []) = true
  | ok (q, d, x :: xs) = q <> x andalso q <> x + d andalso q <> x - d andalso ok (q, d + 1, xs)

fun place (n, row, qs) =
  if row = n then 1
  else
    let fun try (c, acc) =
          if c >= n then acc
          else try (c + 1, if ok (c, 1, qs) then acc + place (n, row + 1, c :: qs) else acc)
    in try (0, 0) end

val n = BenchUtil.arg 0
val () = print ("nqueens " ^ Int.toString n ^ " " ^ Int.toString (place (n, 0, [])) ^ "\n")
