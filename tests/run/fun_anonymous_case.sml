(* Anonymous functions with multiple match rules, case expressions nested in fn bodies. *)
val classify = fn 0 => "zero" | n => if n < 0 then "neg" else case n mod 2 of 0 => "even" | _ => "odd"
val _ = print (String.concatWith " " (map classify [0, ~3, 4, 7]) ^ "\n")
val f = fn (SOME x, _) => x | (NONE, y) => y
val _ = print (Int.toString (f (SOME 1, 2) + f (NONE, 20)) ^ "\n")
val g = fn [] => 0 | [x] => x | x :: y :: _ => x * y
val _ = print (Int.toString (g [] + g [5] + g [3, 4, 100]) ^ "\n")
