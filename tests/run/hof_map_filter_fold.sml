(* map, filter, foldl, foldr, partition, exists, all on int lists, with checksums. *)
val xs = List.tabulate (50, fn i => (i * 37 + 11) mod 101)
val ys = map (fn x => x * 3 - 7) xs
val evens = List.filter (fn x => x mod 2 = 0) ys
val (small, large) = List.partition (fn x => x < 100) ys
val _ = print (Int.toString (foldl (op +) 0 ys) ^ " " ^ Int.toString (length evens) ^ " "
               ^ Int.toString (length small) ^ "/" ^ Int.toString (length large) ^ "\n")
val _ = print (Int.toString (foldl (fn (x, a) => a * 31 + x) 7 xs mod 1000003) ^ " "
               ^ Int.toString (foldr (fn (x, a) => a * 31 + x) 7 xs mod 1000003) ^ "\n")
val _ = print (Bool.toString (List.exists (fn x => x = 100) xs) ^ " " ^ Bool.toString (List.all (fn x => x >= 0) xs) ^ "\n")
