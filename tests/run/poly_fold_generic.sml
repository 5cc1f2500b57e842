(* A generic foldl used to compute results of many types: int sum, string concat, list reverse, real product, tuple min/max. *)
fun fold f z [] = z | fold f z (x :: r) = fold f (f (x, z)) r
val _ = print (Int.toString (fold (op +) 0 [1, 2, 3]) ^ " " ^ fold (fn (s, a) => a ^ s) "" ["a", "b", "c"] ^ " "
               ^ String.concatWith "" (map Int.toString (fold (op ::) [] [1, 2, 3])) ^ " " ^ Real.toString (fold (op * ) 1.0 [1.5, 2.0, 4.0]) ^ " "
               ^ (let val (lo, hi) = fold (fn (x, (l, h)) => (Int.min (x, l), Int.max (x, h))) (1000, ~1000) [5, ~3, 12, 7] in Int.toString lo ^ ".." ^ Int.toString hi end) ^ "\n")
