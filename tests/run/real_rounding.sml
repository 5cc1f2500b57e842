(* floor, ceil, round (to even), trunc on positive/negative/half values, and Real.fromInt. *)
val vs = [2.5, 3.5, ~2.5, ~3.5, 2.4999, ~0.5, 0.5, 1.0E9 + 0.5, ~7.9, 7.9]
fun row v = Real.toString v ^ ": " ^ String.concatWith " " (map Int.toString [floor v, ceil v, round v, trunc v])
val _ = List.app (fn v => print (row v ^ "\n")) vs
val _ = print (Real.toString (Real.fromInt 7 / Real.fromInt 2) ^ " " ^ Real.toString (real (~3)) ^ "\n")
