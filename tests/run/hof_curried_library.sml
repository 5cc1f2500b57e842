(* Curried versions of library functions built by the user and partially applied (map, filter, foldl). *)
fun cmap f = fn l => map f l
fun cfilter p = fn l => List.filter p l
fun cfold f z = fn l => foldl f z l
val double = cmap (fn x => 2 * x)
val positives = cfilter (fn x => x > 0)
val sum = cfold (op +) 0
val process = sum o double o positives
val _ = print (Int.toString (process [3, ~1, 4, ~1, 5, ~9, 2, 6]) ^ " " ^ Int.toString (process []) ^ "\n")
