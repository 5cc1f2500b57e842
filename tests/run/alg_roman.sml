(* Roman numeral conversion both ways for several values; round-trip check over 60 values. *)
val table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
fun toRoman 0 = "" | toRoman n = let val (v, s) = valOf (List.find (fn (v, _) => v <= n) table) in s ^ toRoman (n - v) end
fun value #"I" = 1 | value #"V" = 5 | value #"X" = 10 | value #"L" = 50 | value #"C" = 100 | value #"D" = 500 | value #"M" = 1000 | value _ = raise Fail "roman"
fun fromRoman s = let fun go (a :: b :: r) = if value a < value b then ~(value a) + go (b :: r) else value a + go (b :: r) | go [a] = value a | go [] = 0 in go (explode s) end
val _ = print (String.concatWith " " (map toRoman [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]) ^ "\n")
val _ = print (Bool.toString (List.all (fn n => fromRoman (toRoman n) = n) (List.tabulate (60, fn i => i * 7 + 1))) ^ "\n")
