(* All permutations of a 4-element list: count, lexicographic first/last, and checksum. *)
fun perms [] = [[]] | perms l = List.concat (map (fn x => map (fn p => x :: p) (perms (List.filter (fn y => y <> x) l))) l)
val ps = perms [1, 2, 3, 4]
fun num l = foldl (fn (d, n) => n * 10 + d) 0 l
val _ = print (Int.toString (length ps) ^ " " ^ Int.toString (num (hd ps)) ^ " " ^ Int.toString (num (List.last ps)) ^ " " ^ Int.toString (foldl (fn (p, s) => (s + num p) mod 1000003) 0 ps) ^ "\n")
