(* A tail-recursive loop of 10^9 iterations. *)
fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + i)
val _ = print (Int.toString (loop (1000000000, 0)) ^ "\n")
