(* Record patterns in fn and case, nested records in lists, and #field on function results. *)
val pts = [{x = 1, y = 2}, {x = ~3, y = 4}, {x = 5, y = ~6}]
val _ = print (String.concatWith " " (map (fn {x, y} => Int.toString (x * y)) pts) ^ "\n")
fun quadrant p = case p of {x = 0, ...} => "axis" | {x, y} => if x > 0 andalso y > 0 then "I" else if x < 0 andalso y > 0 then "II" else if x < 0 then "III" else "IV"
val _ = print (String.concatWith " " (map quadrant (pts @ [{x = 0, y = 1}])) ^ "\n")
fun mk n = {n = n, sq = n * n}
val _ = print (Int.toString (#sq (mk 9)) ^ "\n")
