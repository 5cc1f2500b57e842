(* no-gc-stress *) (* a collection per allocation with a 10^6-frame stack to scan is quadratic *)
(* no-gc-stress *)
(* A degenerate (list-shaped) binary tree of depth 300000: insertion, size and height by non-tail recursion. *)
datatype t = L | N of t * int * t
fun build (0, acc) = acc | build (n, acc) = build (n - 1, N (L, n, acc))
fun size L = 0 | size (N (a, _, b)) = size a + 1 + size b
fun height L = 0 | height (N (a, _, b)) = 1 + Int.max (height a, height b)
fun sum L = 0 | sum (N (a, x, b)) = sum a + x + sum b
val t = build (300000, L)
val _ = print (Int.toString (size t) ^ " " ^ Int.toString (height t) ^ " " ^ Int.toString (sum t) ^ "\n")
