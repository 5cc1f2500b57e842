(* A mutable linked list built from refs: append at tail, in-place reversal, traversal. *)
datatype node = Nil | Node of int * node ref
fun fromList l = foldr (fn (x, acc) => Node (x, ref acc)) Nil l
fun toList Nil = [] | toList (Node (x, r)) = x :: toList (!r)
fun appendTail (Nil, n) = n
  | appendTail (lst as Node (_, r), n) = let fun go (Node (_, r)) = (case !r of Nil => r := n | next => go next) | go Nil = () in go lst; lst end
fun reverse l = let fun go (Nil, acc) = acc | go (Node (x, r), acc) = let val next = !r in r := acc; go (next, Node (x, r)) end in go (l, Nil) end
val l = appendTail (fromList [1, 2, 3], fromList [4, 5])
val _ = print (String.concatWith " " (map Int.toString (toList l)) ^ "\n")
val _ = print (String.concatWith " " (map Int.toString (toList (reverse l))) ^ "\n")
