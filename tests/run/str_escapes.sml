(* String literal escapes: \n \t \\ \" \ddd, \^C control chars, gaps \  \, and String.toString escaping. *)
val s = "tab\there \"quoted\" back\\slash \065\066\067 ctl\^A end"
val _ = print (s ^ "\n")
val _ = print (Int.toString (size s) ^ " " ^ Int.toString (Char.ord (String.sub (s, size s - 5))) ^ "\n")
val g = "one \
        \two"
val _ = print (g ^ "\n")
val _ = print (String.toString "a\nb\t\"c\\" ^ "\n")
