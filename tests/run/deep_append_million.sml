(* no-gc-stress *)
(* no-debug-gc *)
(* The basis @ and List.map/foldr on lists of 10^6 elements. *)
val a = List.tabulate (1000000, fn i => i)
val b = a @ [1000000]
val c = List.map (fn x => x * 2) b
val s = List.foldr (fn (x, acc) => (acc + x) mod 1000000007) 0 c
val _ = print (Int.toString (length b) ^ " " ^ Int.toString s ^ "\n")
