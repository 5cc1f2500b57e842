(* Collatz sequence lengths for 1..3000: longest chain and checksum (tail-recursive integer loops). *)
fun steps (1, k) = k | steps (n, k) = steps (if n mod 2 = 0 then n div 2 else 3 * n + 1, k + 1)
fun best (i, (bn, bk, sum)) = if i > 3000 then (bn, bk, sum) else let val k = steps (i, 0) in best (i + 1, if k > bk then (i, k, sum + k) else (bn, bk, sum + k)) end
val (n, k, s) = best (1, (1, 0, 0))
val _ = print (Int.toString n ^ " " ^ Int.toString k ^ " " ^ Int.toString s ^ "\n")
