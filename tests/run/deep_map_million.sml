(* no-gc-stress *) (* a collection per allocation with a 10^6-frame stack to scan is quadratic *)
(* no-gc-stress *)
(* Non-tail-recursive map over a list of 10^6 elements (a million-deep C stack). *)
fun upto (i, n, acc) = if i < 0 then acc else upto (i - 1, n, i :: acc)
val l = upto (999999, 0, [])
fun mymap f [] = [] | mymap f (x :: r) = f x :: mymap f r
val m = mymap (fn x => x mod 1000) l
val _ = print (Int.toString (length m) ^ " " ^ Int.toString (foldl (op +) 0 m) ^ "\n")
