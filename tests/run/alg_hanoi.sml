(* Towers of Hanoi: the moves for 4 discs and the move count for 16. *)
fun hanoi (0, _, _, _, acc) = acc
  | hanoi (n, a, b, c, acc) = hanoi (n - 1, b, a, c, (a, c) :: hanoi (n - 1, a, c, b, acc))
val moves = rev (hanoi (4, "A", "B", "C", []))
val _ = print (String.concatWith " " (map (fn (x, y) => x ^ y) moves) ^ "\n")
fun count 0 = 0 | count n = 2 * count (n - 1) + 1
val _ = print (Int.toString (length moves) ^ " " ^ Int.toString (count 16) ^ "\n")
