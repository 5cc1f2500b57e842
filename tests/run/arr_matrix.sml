(* A matrix as an array of arrays: multiplication, transpose, and identity check. *)
fun mat (r, c, f) = Array.tabulate (r, fn i => Array.tabulate (c, fn j => f (i, j)))
fun get (m, i, j) = Array.sub (Array.sub (m, i), j)
fun mul (a, b, n) = mat (n, n, fn (i, j) => let fun go (k, s) = if k = n then s else go (k + 1, s + get (a, i, k) * get (b, k, j)) in go (0, 0) end)
val n = 6
val a = mat (n, n, fn (i, j) => i + 2 * j)
val id = mat (n, n, fn (i, j) => if i = j then 1 else 0)
val p = mul (a, id, n)
val sq = mul (a, a, n)
val same = Array.foldl (fn (row, ok) => ok) true p andalso List.all (fn i => List.all (fn j => get (p, i, j) = get (a, i, j)) (List.tabulate (n, fn j => j))) (List.tabulate (n, fn i => i))
val _ = print (Bool.toString same ^ " " ^ Int.toString (get (sq, 0, 0)) ^ " " ^ Int.toString (get (sq, 5, 5)) ^ " "
               ^ Int.toString (Array.foldl (fn (row, s) => Array.foldl (op +) s row) 0 sq) ^ "\n")
