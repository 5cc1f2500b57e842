(* no-gc-stress *)
fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
val _ = print ("fib 30 = " ^ Int.toString (fib 30) ^ "\n")

(* a self tail call: must not grow the stack *)
fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + i)
val _ = print ("sum = " ^ Int.toString (loop (10000000, 0)) ^ "\n")

fun fact 0 = 1
  | fact n = n * fact (n - 1)
val _ = print ("fact 20 = " ^ Int.toString (fact 20) ^ "\n")
val _ = print ((Int.toString (fact 21)) handle Overflow => "fact 21 overflows\n")
