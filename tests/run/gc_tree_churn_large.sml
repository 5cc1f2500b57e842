(* no-gc-stress *)
(* Builds 3000 trees of depth 10 (2047 nodes each), keeping a sliding window of the last 50 alive; checksum. *)
datatype t = L | N of t * int * t
fun build (0, x) = L | build (d, x) = N (build (d - 1, (2 * x) mod 65521), x, build (d - 1, (2 * x + 1) mod 65521))
fun sum L = 0 | sum (N (a, x, b)) = (sum a + x + sum b) mod 1000003
fun loop (0, window, acc) = (window, acc)
  | loop (i, window, acc) = let val t = build (10, i) val w = List.take (t :: window, Int.min (50, 1 + length window)) in loop (i - 1, w, (acc + sum t) mod 1000003) end
val (w, acc) = loop (3000, [], 0)
val _ = print (Int.toString (length w) ^ " " ^ Int.toString acc ^ " " ^ Int.toString (foldl (fn (t, s) => (s + sum t) mod 1000003) 0 w) ^ "\n")
