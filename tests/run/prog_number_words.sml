(* Spelling out numbers in English words up to the millions. *)
val ones = Vector.fromList ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
val tens = Vector.fromList ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
fun under100 n = if n < 20 then Vector.sub (ones, n) else Vector.sub (tens, n div 10) ^ (if n mod 10 = 0 then "" else "-" ^ Vector.sub (ones, n mod 10))
fun under1000 n = if n < 100 then under100 n else Vector.sub (ones, n div 100) ^ " hundred" ^ (if n mod 100 = 0 then "" else " and " ^ under100 (n mod 100))
fun words 0 = "zero" | words n = let val parts = [(n div 1000000, " million"), (n div 1000 mod 1000, " thousand"), (n mod 1000, "")]
  in String.concatWith " " (List.mapPartial (fn (0, _) => NONE | (k, s) => SOME (under1000 k ^ s)) parts) end
val _ = List.app (fn n => print (Int.toString n ^ ": " ^ words n ^ "\n")) [0, 7, 13, 42, 100, 115, 999, 1001, 20020, 1234567]
