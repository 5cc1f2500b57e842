(* Insertion sort, quicksort and merge sort agree on a pseudo-random list of 100 ints. *)
fun rand seed = (seed * 1103515245 + 12345) mod 2147483648
val xs = #2 (foldl (fn (_, (s, l)) => let val s' = rand s in (s', s' mod 1000 :: l) end) (42, []) (List.tabulate (100, fn i => i)))
fun isort l = foldl (fn (x, acc) => let fun ins [] = [x] | ins (y :: r) = if x <= y then x :: y :: r else y :: ins r in ins acc end) [] l
fun qsort [] = [] | qsort (p :: r) = qsort (List.filter (fn x => x < p) r) @ p :: qsort (List.filter (fn x => x >= p) r)
fun msort [] = [] | msort [x] = [x]
  | msort l = let val h = length l div 2
                  fun merge ([], b) = b | merge (a, []) = a | merge (x :: a, y :: b) = if x <= y then x :: merge (a, y :: b) else y :: merge (x :: a, b)
              in merge (msort (List.take (l, h)), msort (List.drop (l, h))) end
val s1 = isort xs val s2 = qsort xs val s3 = msort xs
val _ = print (Bool.toString (s1 = s2 andalso s2 = s3) ^ " " ^ Int.toString (hd s1) ^ " " ^ Int.toString (List.last s1) ^ " " ^ Int.toString (foldl (op +) 0 s1) ^ "\n")
