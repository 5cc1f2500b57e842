(* String comparison: <, >, compare, collate, equality, prefixes/suffixes. *)
fun ord2s LESS = "LESS" | ord2s EQUAL = "EQUAL" | ord2s GREATER = "GREATER"
val _ = print (ord2s (String.compare ("abc", "abd")) ^ " " ^ ord2s (String.compare ("ab", "abc")) ^ " " ^ ord2s (String.compare ("b", "abc")) ^ " " ^ ord2s (String.compare ("", "")) ^ "\n")
val _ = print (Bool.toString ("apple" < "banana") ^ " " ^ Bool.toString ("Zebra" < "apple") ^ " " ^ Bool.toString ("abc" >= "abc") ^ "\n")
val _ = print (Bool.toString (String.isPrefix "ab" "abc") ^ " " ^ Bool.toString (String.isSuffix "bc" "abc") ^ " " ^ Bool.toString (String.isSubstring "bcd" "abcde") ^ " " ^ Bool.toString (String.isPrefix "abcd" "abc") ^ "\n")
val _ = print (ord2s (String.collate (fn (a, b) => Char.compare (Char.toLower a, Char.toLower b)) ("ABC", "abd")) ^ "\n")
