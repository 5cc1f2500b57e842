(* Option combinators: map, mapPartial, getOpt, valOf, isSome, filter, join, composePartial. *)
fun show NONE = "NONE" | show (SOME n) = "SOME " ^ Int.toString n
val half = fn n => if n mod 2 = 0 then SOME (n div 2) else NONE
val _ = print (show (Option.map (fn x => x + 1) (SOME 4)) ^ " " ^ show (Option.map (fn x => x + 1) NONE) ^ "\n")
val _ = print (show (Option.mapPartial half (SOME 10)) ^ " " ^ show (Option.mapPartial half (SOME 7)) ^ "\n")
val _ = print (Int.toString (getOpt (NONE, 42)) ^ " " ^ Int.toString (valOf (SOME 3)) ^ " " ^ Bool.toString (isSome (half 3)) ^ "\n")
val _ = print (show (Option.filter (fn x => x > 5) 9) ^ " " ^ show (Option.filter (fn x => x > 5) 2) ^ "\n")
val _ = print (show (Option.join (SOME (SOME 8))) ^ " " ^ show (Option.composePartial (half, half) 12) ^ "\n")
val _ = print ((show (valOf NONE)) handle Option => "Option raised\n")
val _ = print "\n"
val _ = print (Int.toString (List.length (List.mapPartial half [1, 2, 3, 4, 5, 6])) ^ "\n")
