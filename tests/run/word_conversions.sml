(* Word.toInt overflow, fromString/toString in hex, fmt-free comparisons and Word.compare. *)
val _ = print (Int.toString (Word.toInt 0w12345) ^ " " ^ ((Int.toString (Word.toInt (Word.notb 0w0))) handle Overflow => "Overflow") ^ "\n")
fun show NONE = "NONE" | show (SOME w) = Word.toString w
val _ = print (show (Word.fromString "ff") ^ " " ^ show (Word.fromString "0x1A") ^ " " ^ show (Word.fromString "zz") ^ "\n")
val _ = print (Word.toString 0w255 ^ " " ^ (case Word.compare (0w3, 0w5) of LESS => "LESS" | _ => "other") ^ " " ^ Int.toString (Word.toIntX (Word.notb 0w0)) ^ "\n")
