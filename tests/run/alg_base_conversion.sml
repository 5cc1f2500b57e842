(* Converting integers to and from bases 2..36 by hand. *)
val digits = "0123456789abcdefghijklmnopqrstuvwxyz"
fun toBase (0, _) = "0" | toBase (n, b) = let fun go (0, acc) = acc | go (n, acc) = go (n div b, String.sub (digits, n mod b) :: acc) in implode (go (n, [])) end
fun fromBase (s, b) = foldl (fn (c, a) => a * b + (if Char.isDigit c then Char.ord c - 48 else Char.ord c - 87)) 0 (explode s)
val _ = print (String.concatWith " " (map (fn b => toBase (255, b)) [2, 3, 8, 10, 16, 36]) ^ "\n")
val _ = print (Bool.toString (List.all (fn n => List.all (fn b => fromBase (toBase (n, b), b) = n) [2, 7, 16, 36]) (List.tabulate (30, fn i => i * 997))) ^ "\n")
