(* Merge sort of a 50000-element int list, 40 times. *)
fun split (nil, a, b) = (a, b)
  | split (x :: xs, a, b) = split (xs, b, x :: a)
fun merge (nil, ys) = ys
  | merge (xs, nil) = xs
  | merge (x :: xs, y :: ys) = if x <= y then x :: merge (xs, y :: ys) else y :: merge (x :: xs, ys)
fun msort nil = nil
  | msort [x] = [x]
  | msort xs = let val (a, b) = split (xs, nil, nil) in merge (msort a, msort b) end
fun gen (0, s, acc) = acc
  | gen (n, s, acc) = let val s' = (s * 1103515245 + 12345) mod 2147483648 in gen (n - 1, s', s' mod 1000000 :: acc) end
fun sorted (x :: (r as y :: _)) = x <= y andalso sorted r
  | sorted _ = true
fun rep (0, ok) = ok
  | rep (k, ok) = rep (k - 1, ok andalso sorted (msort (gen (50000, k, nil))))
val _ = print (Bool.toString (rep (40, true)) ^ "\n")
