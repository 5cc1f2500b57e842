(* String.substring/extract/sub and Subscript on bad ranges. *)
val s = "abcdefghij"
val _ = print (String.substring (s, 2, 4) ^ " " ^ String.extract (s, 7, NONE) ^ " " ^ String.extract (s, 1, SOME 2) ^ " " ^ String.str (String.sub (s, 9)) ^ "\n")
val _ = print (String.substring (s, 10, 0) ^ "|" ^ ((String.substring (s, 8, 3)) handle Subscript => "Subscript") ^ "\n")
val _ = print ((String.str (String.sub (s, 10))) handle Subscript => "Subscript sub\n")
