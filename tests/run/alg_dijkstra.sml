(* Dijkstra's shortest paths on a small weighted graph with a list-based priority queue. *)
val edges = [(0, 1, 7), (0, 2, 9), (0, 5, 14), (1, 2, 10), (1, 3, 15), (2, 3, 11), (2, 5, 2), (3, 4, 6), (4, 5, 9)]
val adj = fn u => List.mapPartial (fn (a, b, w) => if a = u then SOME (b, w) else if b = u then SOME (a, w) else NONE) edges
fun dijkstra src = let val dist = Array.array (6, valOf Int.maxInt) val _ = Array.update (dist, src, 0)
  fun loop [] = () | loop q = let val (d, u) = foldl (fn (x as (d, _), m as (dm, _)) => if d < dm then x else m) (hd q) q
                                  val q' = List.filter (fn (_, v) => v <> u) q
                                  val upd = List.mapPartial (fn (v, w) => if d + w < Array.sub (dist, v) then (Array.update (dist, v, d + w); SOME (d + w, v)) else NONE) (adj u)
                              in if d > Array.sub (dist, u) then loop q' else loop (upd @ q') end
  in loop [(0, src)]; Array.foldr (op ::) [] dist end
val _ = print (String.concatWith " " (map Int.toString (dijkstra 0)) ^ "\n")
