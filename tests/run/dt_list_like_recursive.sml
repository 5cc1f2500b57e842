(* A user-defined list datatype with infix constructor (infixr 5 :::), folds and pattern matching on it. *)
infixr 5 :::
datatype 'a l = E | ::: of 'a * 'a l
fun toList E = [] | toList (x ::: r) = x :: toList r
fun lmap f E = E | lmap f (x ::: r) = f x ::: lmap f r
fun lfold f z E = z | lfold f z (x ::: r) = lfold f (f (x, z)) r
val l = 1 ::: 2 ::: 3 ::: 4 ::: E
val _ = print (String.concatWith " " (map Int.toString (toList (lmap (fn x => x * x) l))) ^ " " ^ Int.toString (lfold (op +) 0 l) ^ "\n")
fun second (_ ::: x ::: _) = SOME x | second _ = NONE
val _ = print (Int.toString (valOf (second l)) ^ " " ^ Bool.toString (isSome (second (5 ::: E))) ^ "\n")
