(* foldr building lists and strings; foldl vs foldr order differences. *)
val l = [1, 2, 3, 4]
val _ = print (foldl (fn (x, s) => s ^ Int.toString x) "" l ^ " " ^ foldr (fn (x, s) => s ^ Int.toString x) "" l ^ "\n")
val _ = print (String.concatWith "," (map Int.toString (foldr (fn (x, acc) => x * 10 :: acc) [] l)) ^ "\n")
val _ = print (Int.toString (foldl (fn (x, a) => a - x) 0 l) ^ " " ^ Int.toString (foldr (fn (x, a) => x - a) 0 l) ^ "\n")
