(* Union-find with path compression and union by rank over arrays: component counts. *)
val n = 50
val parent = Array.tabulate (n, fn i => i) val rank = Array.array (n, 0)
fun find x = let val p = Array.sub (parent, x) in if p = x then x else let val r = find p in Array.update (parent, x, r); r end end
fun union (a, b) = let val ra = find a val rb = find b in if ra = rb then () else
  if Array.sub (rank, ra) < Array.sub (rank, rb) then Array.update (parent, ra, rb)
  else (Array.update (parent, rb, ra); if Array.sub (rank, ra) = Array.sub (rank, rb) then Array.update (rank, ra, Array.sub (rank, ra) + 1) else ()) end
val _ = List.app (fn i => union (i, (i * 7 + 3) mod n)) (List.tabulate (20, fn i => i))
val comps = length (List.filter (fn i => find i = i) (List.tabulate (n, fn i => i)))
val _ = print (Int.toString comps ^ " " ^ Bool.toString (find 3 = find 24) ^ " " ^ Bool.toString (find 40 = find 41) ^ "\n")
