(* Continuation-passing style: CPS factorial, list sum, and early exit through an escape continuation. *)
fun factk (0, k) = k 1 | factk (n, k) = factk (n - 1, fn r => k (n * r))
val _ = print (Int.toString (factk (12, fn x => x)) ^ "\n")
fun sumk ([], k) = k 0 | sumk (x :: r, k) = sumk (r, fn s => k (x + s))
val _ = print (Int.toString (sumk (List.tabulate (400, fn i => i), fn s => s)) ^ "\n")
fun prodk ([], k, _) = k 1
  | prodk (0 :: _, _, esc) = esc 0
  | prodk (x :: r, k, esc) = prodk (r, fn p => k (x * p), esc)
val _ = print (Int.toString (prodk ([1, 2, 3, 4, 5], fn p => p, fn z => z)) ^ " "
               ^ Int.toString (prodk ([1, 2, 0, 4], fn p => p + 1000, fn z => z - 1)) ^ "\n")
