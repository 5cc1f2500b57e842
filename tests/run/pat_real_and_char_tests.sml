(* Matching on characters ranges via guards in case, and real comparisons (reals cannot be patterns). *)
fun classify c = case c of #"0" => "zero" | _ => if Char.isDigit c then "digit" else if Char.isAlpha c then "alpha" else "other"
val _ = print (String.concatWith "," (map classify (String.explode "0a7?Z")) ^ "\n")
fun sign (x : real) = if x < 0.0 then ~1 else if x > 0.0 then 1 else 0
val _ = print (String.concatWith "," (map (Int.toString o sign) [~2.5, 0.0, 3.25, ~0.0]) ^ "\n")
