(* User datatypes shaped like option/list (one nullary + one unary) used at several types, including recursion. *)
datatype 'a maybe = Nothing | Just of 'a
datatype 'a seq = Nil | Cons of 'a * 'a seq
fun fromList [] = Nil | fromList (x :: r) = Cons (x, fromList r)
fun nth (Nil, _) = Nothing | nth (Cons (x, _), 0) = Just x | nth (Cons (_, r), n) = nth (r, n - 1)
fun sum Nil = 0 | sum (Cons (x, r)) = x + sum r
val s = fromList [3, 1, 4, 1, 5, 9, 2, 6]
fun showm f Nothing = "Nothing" | showm f (Just x) = "Just " ^ f x
val _ = print (showm Int.toString (nth (s, 5)) ^ " " ^ showm Int.toString (nth (s, 8)) ^ " " ^ Int.toString (sum s) ^ "\n")
val ss = fromList ["x", "y"]
val _ = print (showm (fn s => s) (nth (ss, 1)) ^ " " ^ showm Real.toString (nth (fromList [1.5], 0)) ^ "\n")
val _ = print (Bool.toString (Just 3 = Just 3) ^ Bool.toString (Nothing = Just 1) ^ Bool.toString (fromList [1, 2] = fromList [1, 2]) ^ "\n")
