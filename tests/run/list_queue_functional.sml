(* A functional queue (two lists) used for a breadth-first traversal of a tree. *)
datatype tree = N of int * tree list
fun bfs t = let fun go ([], [], acc) = rev acc
                  | go ([], back, acc) = go (rev back, [], acc)
                  | go (N (x, kids) :: front, back, acc) = go (front, rev kids @ back, x :: acc)
            in go ([t], [], []) end
val t = N (1, [N (2, [N (5, []), N (6, [N (9, [])])]), N (3, []), N (4, [N (7, []), N (8, [])])])
val _ = print (String.concatWith " " (map Int.toString (bfs t)) ^ "\n")
