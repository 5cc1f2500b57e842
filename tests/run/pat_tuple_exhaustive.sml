(* Exhaustive matching over tuples of booleans (truth tables) and of small datatypes. *)
fun xor (true, false) = true | xor (false, true) = true | xor _ = false
fun maj (true, true, _) = true | maj (true, _, true) = true | maj (_, true, true) = true | maj _ = false
val bs = [false, true]
val _ = List.app (fn a => List.app (fn b => List.app (fn c => print (Bool.toString (xor (a, b)) ^ "/" ^ Bool.toString (maj (a, b, c)) ^ " ")) bs) bs) bs
val _ = print "\n"
datatype rps = Rock | Paper | Scissors
fun beats (Rock, Scissors) = true | beats (Scissors, Paper) = true | beats (Paper, Rock) = true | beats _ = false
val all = [Rock, Paper, Scissors]
val _ = print (Int.toString (length (List.filter beats (List.concat (map (fn a => map (fn b => (a, b)) all) all)))) ^ "\n")
