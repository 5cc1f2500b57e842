(* An inventory: records in lists, grouping by category, totals with reals, sorting by value. *)
val items = [{name = "bolt", cat = "hw", qty = 100, unit = 0.05}, {name = "nut", cat = "hw", qty = 250, unit = 0.02},
             {name = "glue", cat = "chem", qty = 3, unit = 4.5}, {name = "saw", cat = "tool", qty = 2, unit = 19.99}, {name = "oil", cat = "chem", qty = 10, unit = 1.25}]
type item = {name : string, cat : string, qty : int, unit : real}
fun value ({qty, unit, ...} : item) = real qty * unit
val cats = foldr (fn ({cat, ...}, cs) => if List.exists (fn c => c = cat) cs then cs else cat :: cs) [] items
val _ = List.app (fn c => print (c ^ ": " ^ Real.toString (real (round (foldl (fn (i, s) => if #cat i = c then s + value i else s) 0.0 items * 100.0)) / 100.0) ^ "\n")) cats
fun ins (x, []) = [x] | ins (x, y :: r) = if value x >= value y then x :: y :: r else y :: ins (x, r)
val _ = print (String.concatWith " " (map #name (foldl ins [] items)) ^ "\n")
