(* Substring.isPrefix/isSuffix/isSubstring/compare/collate on slices that
   start and end inside their base (they read the base in place, without
   copying the slice), and a lexer-style loop that asks isPrefix of the
   rest of its input at every step. *)
structure S = Substring
fun p s = print (s ^ "\n")
fun o2s LESS = "LESS" | o2s EQUAL = "EQUAL" | o2s GREATER = "GREATER"
val base = "xxabcabdyy"
val ss = S.substring (base, 2, 6)
val _ = p (S.string ss)
val _ = List.app (fn q => p (q ^ ": " ^ Bool.toString (S.isPrefix q ss) ^ " " ^ Bool.toString (S.isSuffix q ss) ^ " " ^ Bool.toString (S.isSubstring q ss)))
  ["", "a", "abc", "abcabd", "abcabdy", "xa", "bd", "abd", "d", "dy", "cab", "bda", "x", "y"]
val others = [S.full "abcabd", S.full "abcab", S.full "abcabe", S.substring ("zabcabdz", 1, 6), S.full "", S.full "b"]
val _ = List.app (fn t => p (S.string t ^ ": " ^ o2s (S.compare (ss, t)) ^ " " ^ o2s (S.compare (t, ss)) ^ " "
  ^ o2s (S.collate (fn (a, b) => Char.compare (b, a)) (ss, t)))) others
val input = String.concat (List.tabulate (20000, fn i => if i mod 3 = 0 then "let " else "x "))
fun count (ss, n) =
  if S.isEmpty ss then n
  else if S.isPrefix "let" ss then count (S.triml 3 ss, n + 1)
  else count (S.triml 1 ss, n)
val _ = p (Int.toString (count (S.full input, 0)))
