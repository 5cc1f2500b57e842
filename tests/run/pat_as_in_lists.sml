(* Layered patterns inside list patterns (x as y :: _) used to keep and inspect sublists. *)
fun suffixes [] = [[]] | suffixes (l as _ :: r) = l :: suffixes r
fun firstDup (x :: (rest as y :: _)) = if x = y then SOME x else firstDup rest | firstDup _ = NONE
val _ = print (Int.toString (length (suffixes [1, 2, 3, 4])) ^ " " ^ String.concatWith "|" (map (fn l => String.concatWith "," (map Int.toString l)) (suffixes [1, 2, 3])) ^ "\n")
val _ = print ((case firstDup [1, 2, 2, 3, 3] of SOME x => Int.toString x | NONE => "none") ^ " " ^ (case firstDup [1, 2, 3] of SOME x => Int.toString x | NONE => "none") ^ "\n")
