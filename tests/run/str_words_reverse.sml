(* Reversing word order and each word, capitalising words, joining with separators. *)
val s = "the quick brown fox jumps"
val ws = String.tokens (fn c => c = #" ") s
fun cap w = if w = "" then w else String.str (Char.toUpper (String.sub (w, 0))) ^ String.extract (w, 1, NONE)
val _ = print (String.concatWith " " (rev ws) ^ "\n" ^ String.concatWith " " (map (implode o rev o explode) ws) ^ "\n" ^ String.concatWith "-" (map cap ws) ^ "\n")
