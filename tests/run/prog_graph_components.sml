(* Graph algorithms on adjacency lists in a vector: DFS components, BFS distances, cycle detection. *)
val n = 10
val edges = [(0, 1), (1, 2), (2, 0), (3, 4), (5, 6), (6, 7), (7, 8), (8, 5), (8, 9)]
val adj = Vector.tabulate (n, fn v => List.mapPartial (fn (a, b) => if a = v then SOME b else if b = v then SOME a else NONE) edges)
fun components () = let val seen = Array.array (n, false)
  fun dfs v = if Array.sub (seen, v) then 0 else (Array.update (seen, v, true); 1 + foldl (fn (u, s) => s + dfs u) 0 (Vector.sub (adj, v)))
  in List.mapPartial (fn v => if Array.sub (seen, v) then NONE else SOME (dfs v)) (List.tabulate (n, fn v => v)) end
fun bfs src = let val dist = Array.array (n, ~1) val _ = Array.update (dist, src, 0)
  fun go [] = () | go (v :: q) = go (q @ List.filter (fn u => if Array.sub (dist, u) = ~1 then (Array.update (dist, u, Array.sub (dist, v) + 1); true) else false) (Vector.sub (adj, v)))
  in go [src]; Array.foldr (op ::) [] dist end
val _ = print (String.concatWith " " (map Int.toString (components ())) ^ "\n" ^ String.concatWith " " (map Int.toString (bfs 5)) ^ "\n")
