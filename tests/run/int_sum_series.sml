(* Closed forms versus loops: sums of i, i^2, i^3 up to n, checked for several n. *)
fun loopSum (f, n) = let fun go (i, s) = if i > n then s else go (i + 1, s + f i) in go (1, 0) end
fun check n = loopSum (fn i => i, n) = n * (n + 1) div 2 andalso loopSum (fn i => i * i, n) = n * (n + 1) * (2 * n + 1) div 6 andalso loopSum (fn i => i * i * i, n) = (n * (n + 1) div 2) * (n * (n + 1) div 2)
val _ = print (Bool.toString (List.all check [1, 2, 10, 100, 1000]) ^ " " ^ Int.toString (loopSum (fn i => i * i * i, 1000)) ^ "\n")
