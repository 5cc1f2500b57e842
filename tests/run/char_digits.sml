(* Parsing decimal and hex digits by hand from chars. *)
fun dval c = if Char.isDigit c then Char.ord c - 48 else if Char.isHexDigit c then Char.ord (Char.toLower c) - 87 else raise Fail "digit"
fun parse base s = foldl (fn (c, acc) => acc * base + dval c) 0 (String.explode s)
val _ = print (Int.toString (parse 10 "90210") ^ " " ^ Int.toString (parse 16 "ff") ^ " " ^ Int.toString (parse 16 "DeadBeef") ^ " " ^ Int.toString (parse 2 "101101") ^ "\n")
val _ = print ((Int.toString (parse 10 "12g")) handle Fail m => "bad " ^ m ^ "\n")
