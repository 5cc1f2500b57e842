(* Builds and drops short lists in a loop (allocation about 100x the live data), with a checksum; small enough for gc-stress. *)
fun mk (0, acc) = acc | mk (n, acc) = mk (n - 1, n :: acc)
fun loop (0, s) = s | loop (i, s) = let val l = mk (20, []) in loop (i - 1, (s + foldl (op +) i l) mod 1000003) end
val _ = print (Int.toString (loop (300, 0)) ^ "\n")
