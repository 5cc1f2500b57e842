(* crates/driver/tests/parallel.rs latent_room_limits_recorded_forks: fib's
   par is divide and conquer (its right branch calls fib again), so it
   records a fork only while the task has latent room (sk_fork_room);
   chain's right branch never reaches chain, so its par always records. *)
fun fib n =
  if n < 2 then n
  else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end

fun work n = let fun go (i, acc) = if i = 0 then acc else go (i - 1, (acc * 31 + i) mod 1000003) in go (n, n) end

fun chain n =
  if n = 0 then 0
  else let val (a, b) = ForkJoin.par (fn () => chain (n - 1), fn () => work (20000 + n)) in (a + b) mod 1000003 end

val () = print (Int.toString (fib 30) ^ "\n")
val () = print (Int.toString (chain 300) ^ "\n")
