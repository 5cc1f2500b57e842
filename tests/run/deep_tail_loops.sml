(* no-gc-stress *)
(* Tail-recursive loops of 3*10^6 iterations (self, mutual, and through a local function) must run in constant stack. *)
fun count (0, acc) = acc | count (n, acc) = count (n - 1, acc + 1)
fun ev (0, a) = a | ev (n, a) = od (n - 1, a + 2)
and od (0, a) = a | od (n, a) = ev (n - 1, a - 1)
fun outer n = let fun loop (i, s) = if i > n then s else loop (i + 1, (s + i) mod 1000003) in loop (1, 0) end
val _ = print (Int.toString (count (3000000, 0)) ^ " " ^ Int.toString (ev (3000000, 0)) ^ " " ^ Int.toString (outer 3000000) ^ "\n")
