(* bench/seq/fib.sml: doubly recursive Fibonacci; measures calls and int
   arithmetic (with overflow checks).  Argument: n (sizes: SEQ_SIZES in
   bench/run.py).
   Prints "fib N VALUE"; fib.c and fib.ml print the same. *)
fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
val n = BenchUtil.arg 0
val () = print ("fib " ^ Int.toString n ^ " " ^ Int.toString (fib n) ^ "\n")
