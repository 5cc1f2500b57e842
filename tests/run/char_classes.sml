(* Char predicates over all 128 ASCII codes: counts per class as a checksum. *)
val cs = List.tabulate (128, Char.chr)
fun count p = Int.toString (length (List.filter p cs))
val _ = print (String.concatWith " " (map count [Char.isAlpha, Char.isDigit, Char.isAlphaNum, Char.isSpace, Char.isPunct,
                                                Char.isUpper, Char.isLower, Char.isPrint, Char.isCntrl, Char.isHexDigit, Char.isGraph, Char.isAscii]) ^ "\n")
