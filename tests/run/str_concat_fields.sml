(* String.concat, concatWith, fields and tokens (empty fields kept vs dropped), translate. *)
val line = "a,b,,c,"
val f = String.fields (fn c => c = #",") line
val t = String.tokens (fn c => c = #",") line
val _ = print (Int.toString (length f) ^ " " ^ Int.toString (length t) ^ " [" ^ String.concatWith "|" f ^ "] [" ^ String.concatWith "|" t ^ "]\n")
val _ = print (String.concat ["x", "", "yz"] ^ " " ^ String.translate (fn #"a" => "AA" | c => String.str c) "banana" ^ "\n")
val words = String.tokens Char.isSpace "  the  quick\tbrown\nfox  "
val _ = print (Int.toString (length words) ^ " " ^ String.concatWith "_" words ^ "\n")
