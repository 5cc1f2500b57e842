(* Char/String over all 256 characters: escape round trips (SML and C)
   and the character classes; too many allocations for gc-stress. *)
(* no-gc-stress *)
fun sh NONE = "NONE" | sh (SOME s) = "SOME[" ^ String.toString s ^ "]"
fun shc NONE = "NONE" | shc (SOME c) = "SOME[" ^ Char.toString c ^ "]"
fun pb b = print (Bool.toString b ^ "\n")
fun ord2s LESS = "LESS" | ord2s EQUAL = "EQUAL" | ord2s GREATER = "GREATER"
fun strs l = "[" ^ String.concatWith "|" l ^ "]"
(* round trips over all 256 characters *)
val all = CharVector.tabulate (256, chr)
val _ = pb (String.fromString (String.toString all) = SOME all)
val _ = pb (String.fromCString (String.toCString all) = SOME all)
val _ = pb (List.all (fn c => Char.fromString (Char.toString c) = SOME c) (explode all))
val _ = pb (List.all (fn c => Char.fromCString (Char.toCString c) = SOME c) (explode all))
val _ = print (String.implode (List.filter Char.isPunct (explode all)) ^ "\n")
val _ = print (String.implode (List.filter Char.isGraph (explode all)) ^ "\n")
val _ = print (Int.toString (length (List.filter Char.isCntrl (explode all))) ^ " "
               ^ Int.toString (length (List.filter Char.isSpace (explode all))) ^ " "
               ^ Int.toString (length (List.filter Char.isPrint (explode all))) ^ " "
               ^ Int.toString (length (List.filter Char.isAscii (explode all))) ^ " "
               ^ Int.toString (length (List.filter Char.isHexDigit (explode all))) ^ "\n")
