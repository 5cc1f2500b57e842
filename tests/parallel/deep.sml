(* no-gc-stress *)
(* The root task's stack takes deep non-tail recursion: map and append over a
   10^6-element list, and a fork inside. *)
fun upto (i, n, acc) = if i < 0 then acc else upto (i - 1, n, i :: acc)
val l = upto (999999, 1000000, [])
fun map f [] = [] | map f (x :: xs) = f x :: map f xs
fun append ([], ys) = ys | append (x :: xs, ys) = x :: append (xs, ys)
val m = map (fn x => x + 1) l
val a = append (m, l)
fun sum (acc, []) = acc | sum (acc, x :: xs) = sum (acc + x, xs)
val _ = print ("sum " ^ Int.toString (sum (0, a)) ^ " length " ^ Int.toString (length a) ^ "\n")
val (x, y) = ForkJoin.par (fn () => sum (0, map (fn x => x * 2) l), fn () => length (append (l, l)))
val _ = print (Int.toString x ^ " " ^ Int.toString y ^ "\n")
