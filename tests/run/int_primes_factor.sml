(* Trial-division factorisation and primality of a range of integers. *)
fun factors n = let fun go (n, d, acc) = if n = 1 then rev acc else if d * d > n then rev (n :: acc)
                                          else if n mod d = 0 then go (n div d, d, d :: acc) else go (n, d + 1, acc) in go (n, 2, []) end
val _ = List.app (fn n => print (Int.toString n ^ " = " ^ String.concatWith "*" (map Int.toString (factors n)) ^ "\n")) [2, 12, 97, 360, 1001, 65536, 999983, 123456789]
