(* Building a large string by repeated concatenation and by String.concat of many pieces; checksum of characters. *)
fun build (0, acc) = acc | build (n, acc) = build (n - 1, acc ^ Int.toString (n mod 10))
val s = build (500, "")
val t = String.concat (List.tabulate (500, fn i => Int.toString ((500 - i) mod 10)))
fun sum s = CharVector.foldl (fn (c, a) => a + Char.ord c) 0 s
val _ = print (Int.toString (size s) ^ " " ^ Bool.toString (s = t) ^ " " ^ Int.toString (sum s) ^ "\n")
