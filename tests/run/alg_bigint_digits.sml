(* Arbitrary-precision natural numbers as digit lists: 30! and 2^100 computed by hand. *)
fun add (a, b) = let fun go ([], [], 0) = [] | go ([], [], c) = [c] | go (x :: xs, [], c) = go (x :: xs, [0], c) | go ([], ys, c) = go ([0], ys, c)
                       | go (x :: xs, y :: ys, c) = let val s = x + y + c in s mod 10 :: go (xs, ys, s div 10) end in go (a, b, 0) end
fun mulSmall (a, k) = let fun go ([], 0) = [] | go ([], c) = c mod 10 :: go ([], c div 10) | go (x :: xs, c) = let val p = x * k + c in p mod 10 :: go (xs, p div 10) end in go (a, 0) end
fun show d = String.concat (map Int.toString (rev d))
val fact30 = foldl (fn (k, acc) => mulSmall (acc, k)) [1] (List.tabulate (30, fn i => i + 1))
val pow2 = foldl (fn (_, acc) => add (acc, acc)) [1] (List.tabulate (100, fn i => i))
val _ = print (show fact30 ^ "\n" ^ show pow2 ^ "\n")
