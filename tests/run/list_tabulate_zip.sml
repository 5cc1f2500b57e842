(* Combining tabulate, zip-like recursion, unzip and folds; sum of squares and dot products. *)
val n = 200
val xs = List.tabulate (n, fn i => i + 1)
val sq = map (fn x => x * x) xs
fun zip (x :: xs, y :: ys) = (x, y) :: zip (xs, ys) | zip _ = []
val dot = foldl (fn ((a, b), s) => s + a * b) 0 (zip (xs, rev xs))
val _ = print (Int.toString (foldl (op +) 0 sq) ^ " " ^ Int.toString dot ^ "\n")
