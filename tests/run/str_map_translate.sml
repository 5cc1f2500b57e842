(* String.map, Char.toUpper/toLower, a Caesar cipher and its inverse. *)
fun shift k c = if Char.isLower c then Char.chr ((Char.ord c - 97 + k) mod 26 + 97)
                else if Char.isUpper c then Char.chr ((Char.ord c - 65 + k) mod 26 + 65) else c
val msg = "Attack at Dawn, zebra!"
val enc = String.map (shift 3) msg
val dec = String.map (shift 23) enc
val _ = print (enc ^ "\n" ^ dec ^ "\n" ^ String.map Char.toUpper msg ^ "\n" ^ String.map Char.toLower msg ^ "\n")
