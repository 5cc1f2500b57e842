(* Sieve of Eratosthenes on a bool array: count and sum of primes below 3000. *)
val n = 3000
val s = Array.array (n, true)
val _ = (Array.update (s, 0, false); Array.update (s, 1, false))
fun mark (i, step) = if i < n then (Array.update (s, i, false); mark (i + step, step)) else ()
fun sieve i = if i * i >= n then () else (if Array.sub (s, i) then mark (i * i, i) else (); sieve (i + 1))
val _ = sieve 2
val (count, sum) = Array.foldli (fn (i, true, (c, t)) => (c + 1, t + i) | (_, false, acc) => acc) (0, 0) s
val _ = print (Int.toString count ^ " " ^ Int.toString sum ^ "\n")
