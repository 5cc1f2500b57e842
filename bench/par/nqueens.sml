(* bench/par/nqueens.sml: n-queens solution count, the list algorithm of
   bench/seq/nqueens.sml with the candidate columns of every row tried in
   parallel (par over halves of the column range, down to one column).
   Argument: n (sizes: PAR_SIZES in bench/run.py;
   the issue asks for 13).  Prints "nqueens N COUNT". *)
fun ok (_, _, []) = true
  | ok (q, d, x :: xs) = q <> x andalso q <> x + d andalso q <> x - d andalso ok (q, d + 1, xs)

fun place (n, row, qs) =
  if row = n then 1
  else
    let
      fun cols (lo, hi) =
        if hi - lo = 1 then (if ok (lo, 1, qs) then place (n, row + 1, lo :: qs) else 0)
        else
          let val mid = lo + (hi - lo) div 2
              val (a, b) = ForkJoin.par (fn () => cols (lo, mid), fn () => cols (mid, hi))
          in a + b end
    in
      cols (0, n)
    end

val n = BenchUtil.arg 0
val () = print ("nqueens " ^ Int.toString n ^ " " ^ Int.toString (place (n, 0, [])) ^ "\n")
