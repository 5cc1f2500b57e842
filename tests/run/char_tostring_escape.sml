(* Char.toString escaping of special characters and Char.contains/notContains. *)
val cs = [#"a", #"\n", #"\t", #"\\", #"\"", #"\000", #"\127", #" "]
val _ = print (String.concatWith " " (map Char.toString cs) ^ "\n")
val _ = print (Bool.toString (Char.contains "aeiou" #"e") ^ " " ^ Bool.toString (Char.notContains "aeiou" #"x") ^ "\n")
val _ = print (String.concatWith "," (map (Int.toString o Char.ord) (String.explode "AZaz09")) ^ "\n")
