(* Tail-recursive loops (self, mutual, local, with accumulating lists) of 2*10^4 iterations, also under gc-stress. *)
fun count (0, acc) = acc | count (n, acc) = count (n - 1, acc + 1)
fun ev (0, a) = a | ev (n, a) = od (n - 1, a + 2)
and od (0, a) = a | od (n, a) = ev (n - 1, a - 1)
fun revl (l, n) = let fun go (0, acc) = acc | go (k, acc) = go (k - 1, k :: acc) in go (n, l) end
val _ = print (Int.toString (count (20000, 0)) ^ " " ^ Int.toString (ev (20001, 0)) ^ " " ^ Int.toString (length (revl ([], 1000))) ^ "\n")
