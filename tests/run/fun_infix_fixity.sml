(* User infix declarations: infix/infixr precedence and associativity, nonfix, and op on user operators. *)
infix 7 **
infixr 5 ++
fun x ** y = x * y + 1
fun xs ++ ys = xs @ ys
val a = 2 ** 3 ** 4
val b = 1 + 2 ** 3
val l = [1] ++ [2] ++ [3, 4]
val _ = print (Int.toString a ^ " " ^ Int.toString b ^ " " ^ String.concatWith "," (map Int.toString l) ^ "\n")
infixr 8 ^^
fun x ^^ 0 = 1 | x ^^ n = x * x ^^ (n - 1)
val _ = print (Int.toString (2 ^^ 3 ^^ 2) ^ " " ^ Int.toString (op ** (5, 5)) ^ "\n")
nonfix **
val _ = print (Int.toString ( ** (2, 2)) ^ "\n")
