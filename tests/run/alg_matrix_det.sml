(* Determinants by cofactor expansion (lists of lists of ints) and by Gaussian elimination (reals). *)
fun minor (m, j) = map (fn row => List.take (row, j) @ List.drop (row, j + 1)) (tl m)
fun det [[a]] = a | det m = #2 (foldl (fn (a, (j, s)) => (j + 1, s + (if j mod 2 = 0 then 1 else ~1) * a * det (minor (m, j)))) (0, 0) (hd m))
val m = [[2, ~3, 1, 5], [4, 0, ~2, 1], [~1, 3, 3, 2], [0, 1, ~4, 3]]
fun detR m = let val a = Array.fromList (map Array.fromList m) val n = Array.length a
  fun g (i, d) = if i = n then d else let val p = Array.sub (Array.sub (a, i), i) in
      List.app (fn r => let val f = Array.sub (Array.sub (a, r), i) / p in List.app (fn c => Array.update (Array.sub (a, r), c, Array.sub (Array.sub (a, r), c) - f * Array.sub (Array.sub (a, i), c))) (List.tabulate (n, fn c => c)) end) (List.tabulate (n - i - 1, fn k => i + 1 + k));
      g (i + 1, d * p) end in g (0, 1.0) end
val _ = print (Int.toString (det m) ^ " " ^ Int.toString (round (detR (map (map real) [[2, ~3, 1, 5], [4, 1, ~2, 1], [~1, 3, 3, 2], [0, 1, ~4, 3]]))) ^ " " ^ Int.toString (det [[1, 2], [3, 4]]) ^ "\n")
