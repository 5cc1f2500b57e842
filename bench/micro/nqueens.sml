(* N-queens (N = 11) counting all solutions, with lists. *)
fun safe (_, _, nil) = true
  | safe (q, d, c :: cs) = q <> c andalso q <> c + d andalso q <> c - d andalso safe (q, d + 1, cs)
fun place (n, row, cols) =
  if row = n then 1
  else let fun try (q, acc) = if q = n then acc
                              else try (q + 1, if safe (q, 1, cols) then acc + place (n, row + 1, q :: cols) else acc)
       in try (0, 0) end
val _ = print (Int.toString (place (11, 0, nil)) ^ "\n")
