(* Binary search over a sorted array: found positions and insertion points. *)
val a = Array.tabulate (100, fn i => i * 3 + 1)
fun search x = let fun go (lo, hi) = if lo >= hi then (false, lo) else let val m = (lo + hi) div 2 val v = Array.sub (a, m) in
                     if v = x then (true, m) else if v < x then go (m + 1, hi) else go (lo, m) end in go (0, Array.length a) end
val _ = List.app (fn x => let val (f, i) = search x in print (Int.toString x ^ ":" ^ Bool.toString f ^ "@" ^ Int.toString i ^ " ") end) [1, 4, 5, 298, 299, 0, 1000, 151]
val _ = print "\n"
