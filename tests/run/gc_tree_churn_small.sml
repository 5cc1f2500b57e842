(* Repeatedly builds small binary trees, keeps every 10th in a live list, and checksums them. *)
datatype t = L | N of t * int * t
fun build (0, x) = L | build (d, x) = N (build (d - 1, 2 * x), x, build (d - 1, 2 * x + 1))
fun sum L = 0 | sum (N (a, x, b)) = sum a + x + sum b
fun loop (0, keep) = keep | loop (i, keep) = let val t = build (4, i) in loop (i - 1, if i mod 10 = 0 then t :: keep else keep) end
val kept = loop (100, [])
val _ = print (Int.toString (length kept) ^ " " ^ Int.toString (foldl (fn (t, s) => s + sum t) 0 kept) ^ "\n")
