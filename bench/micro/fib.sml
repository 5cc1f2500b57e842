(* fib 32: non-tail recursion, int arithmetic. *)
fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
val _ = print (Int.toString (fib 32) ^ "\n")
