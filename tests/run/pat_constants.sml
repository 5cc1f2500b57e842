(* Constant patterns: negative ints, strings, chars, words, and the order of clauses with overlaps. *)
fun i ~1 = "minus one" | i 0 = "zero" | i 1000000 = "million" | i n = if n < 0 then "neg" else "pos"
val _ = print (String.concatWith "," (map i [~1, 0, 1000000, 5, ~5]) ^ "\n")
fun s "" = "empty" | s "a" = "A" | s "abc" = "ABC" | s x = "other(" ^ x ^ ")"
val _ = print (String.concatWith "," (map s ["", "a", "ab", "abc", "abcd"]) ^ "\n")
fun c #"\n" = "newline" | c #"\t" = "tab" | c #" " = "space" | c #"\\" = "backslash" | c ch = String.str ch
val _ = print (String.concatWith "," (map c (String.explode "a\n\t \\z")) ^ "\n")
fun w 0w0 = "w0" | w 0wxFF = "wFF" | w _ = "w?"
val _ = print (w 0w0 ^ w 0w255 ^ w 0w3 ^ "\n")
fun pr (0, 0) = "origin" | pr (0, _) = "y-axis" | pr (_, 0) = "x-axis" | pr _ = "plane"
val _ = print (String.concatWith "," (map pr [(0, 0), (0, 5), (3, 0), (1, 1)]) ^ "\n")
