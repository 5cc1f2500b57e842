(* val rec definitions of recursive anonymous functions, including mutual recursion through a tuple. *)
val rec fact = fn 0 => 1 | n => n * fact (n - 1)
val rec len = fn [] => 0 | _ :: r => 1 + len r
val _ = print (Int.toString (fact 12) ^ " " ^ Int.toString (len [1, 2, 3]) ^ "\n")
val rec isEven = fn 0 => true | n => isOdd (n - 1)
and isOdd = fn 0 => false | n => isEven (n - 1)
val _ = print (Bool.toString (isEven 10) ^ " " ^ Bool.toString (isOdd 10) ^ "\n")
