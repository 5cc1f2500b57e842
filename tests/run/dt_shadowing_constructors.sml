(* A later datatype declaration shadows constructor names of an earlier one; values of the old type remain usable. *)
datatype a = X | Y of int
val old = [X, Y 3]
fun showOld X = "X" | showOld (Y n) = "Y" ^ Int.toString n
datatype b = X of string | Z
val new = [X "s", Z]
fun showNew (X s) = "X:" ^ s | showNew Z = "Z"
val _ = print (String.concatWith " " (map showOld old) ^ " " ^ String.concatWith " " (map showNew new) ^ "\n")
