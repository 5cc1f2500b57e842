fun even 0 = true | even n = odd (n - 1)
and odd 0 = false | odd n = even (n - 1)
val _ = print (Bool.toString (even 1000001) ^ " " ^ Bool.toString (odd 7) ^ "\n")

fun len [] = 0 | len (_ :: xs) = 1 + len xs
fun pairUp x y = (x, y)
val _ = print (Int.toString (len [1, 2, 3] + len ["a"] + len [[1], [2]]) ^ "\n")
val (a, b) = pairUp "s" 3
val _ = print (a ^ Int.toString b ^ "\n")
fun id x = x
val _ = print (id "poly" ^ Int.toString (id 5) ^ "\n")

fun qsort [] = []
  | qsort (p :: xs) = qsort (List.filter (fn x => x < p) xs) @ [p] @ qsort (List.filter (fn x => x >= p) xs)
val _ = print (String.concatWith " " (map Int.toString (qsort [5, 2, 9, 1, 5, 6, 0, ~3])) ^ "\n")
val words = String.tokens (fn c => c = #" ") "the quick  brown fox"
val _ = print (String.concatWith "|" (rev words) ^ "\n")
val _ = print (String.map Char.toUpper "shout" ^ " " ^ String.substring ("abcdef", 2, 3) ^ "\n")
val _ = print (Int.toString (List.length (List.tabulate (100, fn i => i))) ^ "\n")
val _ = print ((case Int.fromString "  -42" of SOME n => Int.toString (n * 2) | NONE => "none") ^ "\n")
val _ = print (Char.toString #"\n" ^ " " ^ String.toString "a\tb" ^ "\n")
val _ = print (if "abc" < "abd" andalso "b" > "abc" then "lt ok\n" else "lt bad\n")
