(* String.compare, <, >= on strings around the 8-byte words skc_string_compare reads: equal first words, lengths 7/8/9/16, bytes >= 128, NUL inside, a prefix of a longer string *)
val xs = ["", "a", "b", "ab", "abcdefgh", "abcdefgi", "abcdefghi", "abcdefgh\000", "\255", "\128a", "zzzzzzzzzzzzzzzzz", "zzzzzzzzzzzzzzzzy", "abcdefghabcdefgh", "abcdefghabcdefg", "A"]
fun ord2s LESS = "<" | ord2s EQUAL = "=" | ord2s GREATER = ">"
val () = app (fn a => (app (fn b => print (ord2s (String.compare (a, b)) ^ (if a < b then "t" else "f") ^ (if a >= b then "t" else "f"))) xs; print "\n")) xs
val s = String.substring ("xxabcdefghijk", 2, 9)
val () = print (ord2s (String.compare (s, "abcdefghi")) ^ ord2s (String.compare (s, "abcdefghj")) ^ ord2s (String.compare (String.substring (s, 0, 3), "abc")) ^ "\n")
