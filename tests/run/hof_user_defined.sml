(* User-defined higher-order list functions (map, filter, foldr, zipWith, iterate) without the basis. *)
fun mymap f [] = [] | mymap f (x :: r) = f x :: mymap f r
fun myfilter p [] = [] | myfilter p (x :: r) = if p x then x :: myfilter p r else myfilter p r
fun myfoldr f z [] = z | myfoldr f z (x :: r) = f (x, myfoldr f z r)
fun zipWith f (x :: xs, y :: ys) = f (x, y) :: zipWith f (xs, ys) | zipWith _ _ = []
fun iterate f 0 x = [x] | iterate f n x = x :: iterate f (n - 1) (f x)
val a = iterate (fn x => x * 2 + 1) 10 0
val b = mymap (fn x => x mod 7) a
val c = zipWith (op * ) (a, b)
val _ = print (String.concatWith " " (map Int.toString c) ^ "\n")
val _ = print (Int.toString (myfoldr (op +) 0 (myfilter (fn x => x > 100) c)) ^ "\n")
val strs = mymap (fn n => String.implode (List.tabulate (n, fn i => Char.chr (97 + i)))) [1, 3, 5]
val _ = print (myfoldr (fn (s, acc) => s ^ "|" ^ acc) "end" strs ^ "\n")
