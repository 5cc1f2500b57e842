(* 0/1 knapsack by dynamic programming over an array, with item reconstruction. *)
val items = [(12, 4), (2, 2), (1, 1), (4, 10), (1, 2), (7, 7), (3, 5)]
val cap = 15
val n = length items
val tbl = Array.array ((n + 1) * (cap + 1), 0)
fun t (i, w) = Array.sub (tbl, i * (cap + 1) + w)
val _ = List.foldl (fn ((wt, v), i) => (List.app (fn w => Array.update (tbl, i * (cap + 1) + w,
            if wt > w then t (i - 1, w) else Int.max (t (i - 1, w), t (i - 1, w - wt) + v))) (List.tabulate (cap + 1, fn w => w)); i + 1)) 1 items
fun pick (0, _, acc) = acc | pick (i, w, acc) = if t (i, w) = t (i - 1, w) then pick (i - 1, w, acc) else let val (wt, _) = List.nth (items, i - 1) in pick (i - 1, w - wt, i - 1 :: acc) end
val _ = print (Int.toString (t (n, cap)) ^ " [" ^ String.concatWith "," (map Int.toString (pick (n, cap, []))) ^ "]\n")
