(* Takeuchi: three-argument calls (tuple arguments), deep non-tail recursion. *)
fun tak (x, y, z) = if y < x then tak (tak (x - 1, y, z), tak (y - 1, z, x), tak (z - 1, x, y)) else z
fun repeat (0, acc) = acc
  | repeat (n, acc) = repeat (n - 1, acc + tak (18, 12, 6))
val _ = print (Int.toString (repeat (500, 0)) ^ "\n")
