(* The Substring structure: full, string, size, triml/trimr, slice, dropl/takel, tokens, isPrefix. *)
val ss = Substring.full "  hello world  "
val t = Substring.dropl Char.isSpace (Substring.dropr Char.isSpace ss)
val _ = print ("[" ^ Substring.string t ^ "] " ^ Int.toString (Substring.size t) ^ "\n")
val (w1, rest) = Substring.splitl Char.isAlpha t
val _ = print (Substring.string w1 ^ "|" ^ Substring.string rest ^ "\n")
val _ = print (Substring.string (Substring.triml 2 (Substring.full "abcdef")) ^ " " ^ Substring.string (Substring.trimr 2 (Substring.full "abcdef")) ^ "\n")
val toks = Substring.tokens (fn c => c = #"/") (Substring.full "/usr//local/bin/")
val _ = print (String.concatWith "," (map Substring.string toks) ^ "\n")
val _ = print (Substring.string (Substring.takel Char.isDigit (Substring.full "123abc")) ^ " " ^ Bool.toString (Substring.isPrefix "he" (Substring.full "hello")) ^ "\n")
