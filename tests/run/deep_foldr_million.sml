(* no-gc-stress *) (* a collection per allocation with a 10^6-frame stack to scan is quadratic *)
(* no-gc-stress *)
(* A user-defined non-tail-recursive foldr and sum over 10^6 elements. *)
fun myfoldr f z [] = z | myfoldr f z (x :: r) = f (x, myfoldr f z r)
fun sum [] = 0 | sum (x :: r) = x + sum r
val l = List.tabulate (1000000, fn i => i mod 7)
val _ = print (Int.toString (myfoldr (op +) 0 l) ^ " " ^ Int.toString (sum l) ^ "\n")
