(* An array of refs vs a ref to an array: updates through each are visible where expected. *)
val cells = Array.tabulate (4, fn i => ref i)
val shared = ref (Array.array (4, 0))
val _ = Array.app (fn r => r := !r * 10) cells
val _ = Array.update (!shared, 2, 7)
val alias = !shared
val _ = Array.update (alias, 3, 9)
val _ = shared := Array.array (4, 1)
val _ = print (String.concatWith " " (Array.foldr (fn (r, l) => Int.toString (!r) :: l) [] cells) ^ " | " ^ String.concatWith " " (Array.foldr (fn (x, l) => Int.toString x :: l) [] alias) ^ " | " ^ Int.toString (Array.sub (!shared, 3)) ^ "\n")
