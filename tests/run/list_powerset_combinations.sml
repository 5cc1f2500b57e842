(* Power set and k-combinations: sizes and sums. *)
fun powerset [] = [[]] | powerset (x :: r) = let val p = powerset r in p @ map (fn s => x :: s) p end
fun choose (_, 0) = [[]] | choose ([], _) = [] | choose (x :: r, k) = map (fn c => x :: c) (choose (r, k - 1)) @ choose (r, k)
val p = powerset [1, 2, 3, 4, 5, 6]
val _ = print (Int.toString (length p) ^ " " ^ Int.toString (foldl (fn (s, a) => a + foldl (op +) 0 s) 0 p) ^ "\n")
val _ = print (String.concatWith " " (map (fn k => Int.toString (length (choose (List.tabulate (8, fn i => i), k)))) [0, 1, 2, 3, 5, 8]) ^ "\n")
