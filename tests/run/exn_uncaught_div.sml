(* An uncaught Div from integer division ends the program with status 1. *)
fun avg l = foldl (op +) 0 l div length l
val _ = print (Int.toString (avg [2, 4, 6]) ^ "\n")
val _ = print (Int.toString (avg []) ^ "\n")
