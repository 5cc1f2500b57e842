(* no-gc-stress *)
(* Builds and drops 10^4-element lists 300 times (hundreds of MB allocated, little live): many real collections. *)
fun mk (0, acc) = acc | mk (n, acc) = mk (n - 1, n :: acc)
fun loop (0, s) = s | loop (i, s) = let val l = mk (10000, []) in loop (i - 1, (s + foldl (op +) i l) mod 1000003) end
val _ = print (Int.toString (loop (300, 0)) ^ "\n")
