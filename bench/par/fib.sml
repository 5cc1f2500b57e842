(* bench/par/fib.sml: parallel doubly recursive Fibonacci, par at every
   call down to n < 2 (MPL's fib); measures the cost of ForkJoin.par.
   Argument: n (sizes: PAR_SIZES in bench/run.py;
   the issue asks for 40).  Prints "fib N VALUE" (the same for
   Ts, T1, T2... and for bench/seq/fib.sml). *)
fun fib n =
  if n < 2 then n
  else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end
val n = BenchUtil.arg 0
val () = print ("fib " ^ Int.toString n ^ " " ^ Int.toString (fib n) ^ "\n")
