(* An uncaught Overflow from integer multiplication ends the program with status 1. *)
fun fact n = if n = 0 then 1 else n * fact (n - 1)
val _ = print (Int.toString (fact 10) ^ "\n")
val _ = print (Int.toString (fact 100) ^ "\n")
