(* Sorting and grouping records by fields; records with real and string fields in lists. *)
val items = [{item = "pen", qty = 3, price = 1.5}, {item = "book", qty = 1, price = 12.25},
             {item = "cup", qty = 4, price = 3.0}, {item = "ink", qty = 10, price = 0.5}]
fun insert (x, []) = [x]
  | insert (x : {item : string, qty : int, price : real}, y :: r) = if #qty x <= #qty y then x :: y :: r else y :: insert (x, r)
val sorted = foldl insert [] items
val _ = print (String.concatWith " " (map #item sorted) ^ "\n")
val total = foldl (fn ({qty, price, ...}, acc) => acc + real qty * price) 0.0 items
val _ = print (Real.toString total ^ "\n")
