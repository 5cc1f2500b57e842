(* Char.toUpper/toLower over all letters and non-letters, and case-insensitive comparison. *)
val letters = List.tabulate (26, fn i => Char.chr (97 + i))
val ok = List.all (fn c => Char.toLower (Char.toUpper c) = c andalso Char.isUpper (Char.toUpper c)) letters
val nonl = String.map Char.toUpper "123-_!?"
fun ieq (a, b) = String.map Char.toLower a = String.map Char.toLower b
val _ = print (Bool.toString ok ^ " " ^ nonl ^ " " ^ Bool.toString (ieq ("HeLLo", "hello")) ^ Bool.toString (ieq ("a", "b")) ^ "\n")
