(* crates/driver/tests/parallel.rs par_is_a_cheap_spork: the C of fib's par
   calls both branches directly, builds their closures in the C frame and
   allocates no result tuple. *)
fun fib n =
  if n < 2 then n
  else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end
val () = print (Int.toString (fib 25) ^ "\n")
