(* Allocation at every level of a 200-deep recursion whose frames keep pointers to their own allocations. *)
fun go 0 = [0] | go n = let val mine = [n, n * 2] val rest = go (n - 1) in (hd mine + hd rest) :: tl mine @ [length rest] end
val r = go 200
val _ = print (Int.toString (length r) ^ " " ^ Int.toString (hd r) ^ " " ^ Int.toString (foldl (op +) 0 r) ^ "\n")
