(* String escapes: \n \t \\ \" \^C \ddd \uxxxx and the \ f...f \ gap. *)
val a = "line\nnext\ttab"
val b = "quote \" backslash \\"
val c = "\065\066\067"
val d = "\^A\^Z\^@"
val e = "\u0041"
val f = "gap \
        \continues"
val g = "\a\b\v\f\r"
