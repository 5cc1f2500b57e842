(* Parallel BFS claiming parents with MLton.Parallel.arrayCompareAndSwap, then Conway's
   life on Array2 with a parfor over rows and nested reducem counts. *)
(* parallel BFS on a generated graph with arrayCompareAndSwap parents; parallel life on Array2 *)
val n = 3000
fun nbrs v = [(v * 7 + 1) mod n, (v * 13 + 5) mod n, (v + 1) mod n, (v * v + 3) mod n]
val parent = Array.array (n, ~1)
val () = Array.update (parent, 0, 0)
fun bfs frontier round =
  if null frontier then round
  else
    let val fa = Vector.fromList frontier
        val next = Array.array (Vector.length fa, [] : int list)
        val () = ForkJoin.parfor 4 (0, Vector.length fa) (fn i =>
          let val v = Vector.sub (fa, i)
              val won = List.filter (fn u => Array.sub (parent, u) = ~1 andalso MLton.Parallel.arrayCompareAndSwap (parent, u) (~1, v) = ~1) (nbrs v)
          in Array.update (next, i, won) end)
    in bfs (Array.foldr (fn (l, acc) => l @ acc) [] next) (round + 1) end
val rounds = bfs [0] 0
fun depthOf v = let fun go (v, d) = if v = 0 then d else go (Array.sub (parent, v), d + 1) in go (v, 0) end
val reached = Array.foldl (fn (p, c) => if p >= 0 then c + 1 else c) 0 parent
val maxd = ForkJoin.reducem Int.max 0 (0, n) (fn v => if Array.sub (parent, v) >= 0 then depthOf v else 0)
val valid = ForkJoin.reducem (fn (a, b) => a andalso b) true (0, n) (fn v =>
  let val p = Array.sub (parent, v) in p < 0 orelse v = 0 orelse List.exists (fn u => u = v) (nbrs p) end)
val () = print ("reached=" ^ Int.toString reached ^ " valid=" ^ Bool.toString valid ^ " rounds=" ^ Int.toString rounds ^ " maxdepth<=rounds " ^ Bool.toString (maxd <= rounds) ^ "\n")

val rows = 40 and cols = 60
val g0 = Array2.tabulate Array2.RowMajor (rows, cols, fn (i, j) => ((i * 1103515245 + j * 12345 + i * j * 2654435761) div 7) mod 10 < 3)
fun step g =
  let val g' = Array2.array (rows, cols, false)
  in ForkJoin.parfor 1 (0, rows) (fn i =>
       let fun cell j =
             let fun alive (di, dj) = let val a = (i + di + rows) mod rows and b = (j + dj + cols) mod cols in if Array2.sub (g, a, b) then 1 else 0 end
                 val k = foldl (fn (d, s) => s + alive d) 0 [(~1, ~1), (~1, 0), (~1, 1), (0, ~1), (0, 1), (1, ~1), (1, 0), (1, 1)]
             in Array2.update (g', i, j, k = 3 orelse (k = 2 andalso Array2.sub (g, i, j))) end
           fun loop j = if j >= Array2.nCols g then () else (cell j; loop (j + 1))
       in loop 0 end);
     g'
  end
fun count g = ForkJoin.reducem op+ 0 (0, rows) (fn i => ForkJoin.reducem op+ 0 (0, cols) (fn j => if Array2.sub (g, i, j) then 1 else 0))
fun iter (g, 0, acc) = (g, rev acc) | iter (g, k, acc) = let val g' = step g in iter (g', k - 1, count g' :: acc) end
val (gf, counts) = iter (g0, 30, [count g0])
val () = print ("life: " ^ String.concatWith " " (map Int.toString counts) ^ "\n")
val sig' = Array2.foldi Array2.RowMajor (fn (i, j, b, h) => if b then (h * 31 + i * cols + j) mod 1000000007 else h) 7 { base = gf, row = 0, col = 0, nrows = NONE, ncols = NONE }
val () = print ("sig " ^ Int.toString sig' ^ "\n")
