(* Parallel fib with a sequential cutoff, and without one (every call a par). *)
fun sfib n = if n < 2 then n else sfib (n - 1) + sfib (n - 2)
fun pfib cut n =
  if n < cut then sfib n
  else let val (a, b) = ForkJoin.par (fn () => pfib cut (n - 1), fn () => pfib cut (n - 2))
       in a + b end
val _ = print ("fib 27 (cutoff 12) = " ^ Int.toString (pfib 12 27) ^ "\n")
val _ = print ("fib 18 (no cutoff) = " ^ Int.toString (pfib 2 18) ^ "\n")
(* results of every unboxed type across a fork *)
val (r, w) = ForkJoin.par (fn () => Real.fromInt (pfib 10 20) / 2.0, fn () => Word.fromInt (pfib 10 21))
val (c, s) = ForkJoin.par (fn () => Char.chr (65 + pfib 5 6), fn () => Int.toString (pfib 10 19) ^ "!")
val _ = print (Real.toString r ^ " " ^ Word.toString w ^ " " ^ String.str c ^ " " ^ s ^ "\n")
