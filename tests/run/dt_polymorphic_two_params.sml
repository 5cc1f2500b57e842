(* A datatype with two type parameters (a binary search tree map) at (int, string) and (string, int list). *)
datatype ('k, 'v) map = Leaf | Node of ('k, 'v) map * 'k * 'v * ('k, 'v) map
fun insert cmp (k, v, Leaf) = Node (Leaf, k, v, Leaf)
  | insert cmp (k, v, Node (l, k', v', r)) = case cmp (k, k') of LESS => Node (insert cmp (k, v, l), k', v', r) | GREATER => Node (l, k', v', insert cmp (k, v, r)) | EQUAL => Node (l, k, v, r)
fun toList Leaf = [] | toList (Node (l, k, v, r)) = toList l @ (k, v) :: toList r
val m1 = foldl (fn ((k, v), m) => insert Int.compare (k, v, m)) Leaf [(3, "c"), (1, "a"), (2, "b"), (3, "C")]
val m2 = foldl (fn ((k, v), m) => insert String.compare (k, v, m)) Leaf [("y", [1]), ("x", [2, 3]), ("z", [])]
val _ = print (String.concatWith " " (map (fn (k, v) => Int.toString k ^ v) (toList m1)) ^ " | " ^ String.concatWith " " (map (fn (k, v) => k ^ Int.toString (length v)) (toList m2)) ^ "\n")
