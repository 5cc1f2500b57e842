(* Splitting a list at a predicate (List.partition, takeWhile/dropWhile by hand) and merging sorted halves. *)
fun takeWhile p [] = [] | takeWhile p (x :: r) = if p x then x :: takeWhile p r else []
fun dropWhile p [] = [] | dropWhile p (l as x :: r) = if p x then dropWhile p r else l
val l = [2, 4, 6, 7, 8, 10, 11]
val _ = print (String.concatWith "," (map Int.toString (takeWhile (fn x => x mod 2 = 0) l)) ^ " | " ^ String.concatWith "," (map Int.toString (dropWhile (fn x => x mod 2 = 0) l)) ^ "\n")
val (ev, od) = List.partition (fn x => x mod 2 = 0) l
fun merge ([], b) = b | merge (a, []) = a | merge (x :: a, y :: b) = if x < y then x :: merge (a, y :: b) else y :: merge (x :: a, b)
val _ = print (String.concatWith "," (map Int.toString (merge (od, ev))) ^ "\n")
