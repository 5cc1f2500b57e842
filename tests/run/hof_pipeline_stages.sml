(* Stream-processing pipeline as a list of stage functions (filter/map/take) composed at run time. *)
datatype stage = Map of int -> int | Filter of int -> bool | Take of int
fun runStage (Map f, l) = map f l | runStage (Filter p, l) = List.filter p l | runStage (Take n, l) = List.take (l, Int.min (n, length l))
fun runAll stages l = foldl runStage l stages
val stages = [Filter (fn x => x mod 3 <> 0), Map (fn x => x * x), Filter (fn x => x mod 2 = 1), Take 6, Map (fn x => x - 1)]
val _ = print (String.concatWith " " (map Int.toString (runAll stages (List.tabulate (50, fn i => i)))) ^ "\n")
