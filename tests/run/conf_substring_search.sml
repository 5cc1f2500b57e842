(* Substring.position, String/Substring isSubstring, isPrefix, isSuffix
   with overlapping and repeated patterns, also inside a substring of a
   longer string. *)
fun p s = print (s ^ "\n")
val pats = ["", "a", "aa", "aab", "ab", "aaab", "ba", "abab", "b", "aaaa", "abc"]
val txts = ["", "a", "aaab", "aabaab", "ababab", "baaa", "aaaab", "abababc", "xabc"]
val _ = app (fn t => p (String.concatWith " " (map (fn pat => let val (a, b) = Substring.position pat (Substring.full t) in Int.toString (Substring.size a) ^ ":" ^ Bool.toString (String.isSubstring pat t) ^ Bool.toString (String.isPrefix pat t) ^ Bool.toString (String.isSuffix pat t) end) pats))) txts
val _ = app (fn t => p (String.concatWith " " (map (fn pat => let val (a, b) = Substring.position pat (Substring.substring (t ^ "zz", 1, size t)) in Int.toString (Substring.size a) ^ ":" ^ Bool.toString (Substring.isSubstring pat (Substring.substring ("q" ^ t ^ "q", 1, size t))) end) pats))) (List.filter (fn s => s <> "") txts)
