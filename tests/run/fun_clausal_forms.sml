(* fun with multiple clauses and curried clausal arguments, infix-declared clauses, and op. *)
fun zipWith f (x :: xs) (y :: ys) = f (x, y) :: zipWith f xs ys | zipWith _ _ _ = []
infix 6 +++
fun (a, b) +++ (c, d) = (a + c, b + d)
val (p, q) = (1, 2) +++ (10, 20) +++ (100, 200)
val _ = print (String.concatWith " " (map Int.toString (zipWith (op * ) [1, 2, 3] [4, 5, 6])) ^ " " ^ Int.toString p ^ " " ^ Int.toString q ^ "\n")
val plus = op +
val _ = print (Int.toString (plus (3, 4)) ^ " " ^ Int.toString (foldl (op * ) 1 [1, 2, 3, 4, 5]) ^ "\n")
