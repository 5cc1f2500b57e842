(* Tic-tac-toe minimax on a vector board: value of the empty board and the best first move. *)
datatype p = X | O | N
fun winner b = let val lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
                   fun at i = Vector.sub (b, i)
               in case List.find (fn (a, c, d) => at a <> N andalso at a = at c andalso at c = at d) lines of SOME (a, _, _) => at a | NONE => N end
fun moves b = List.filter (fn i => Vector.sub (b, i) = N) (List.tabulate (9, fn i => i))
fun minimax (b, pl) = case winner b of X => 1 | O => ~1 | N =>
  (case moves b of [] => 0 | ms => let val vs = map (fn m => minimax (Vector.update (b, m, pl), if pl = X then O else X)) ms in if pl = X then foldl Int.max ~2 vs else foldl Int.min 2 vs end)
val b0 = Vector.fromList [X, O, X, N, O, N, N, X, N]
val _ = print (Int.toString (minimax (b0, X)) ^ "\n")
val best = foldl (fn (m, (bm, bv)) => let val v = minimax (Vector.update (b0, m, X), O) in if v > bv then (m, v) else (bm, bv) end) (~1, ~2) (moves b0)
val _ = print (Int.toString (#1 best) ^ " " ^ Int.toString (#2 best) ^ "\n")
