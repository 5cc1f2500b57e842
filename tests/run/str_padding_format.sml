(* Manual column formatting: StringCvt.padLeft/padRight to build a table. *)
val rows = [("apple", 3, 1.25), ("kiwi", 12, 0.5), ("watermelon", 1, 4.75)]
val _ = List.app (fn (n, q, p) => print (StringCvt.padRight #"." 12 n ^ StringCvt.padLeft #" " 4 (Int.toString q) ^ StringCvt.padLeft #" " 7 (Real.toString p) ^ "\n")) rows
val _ = print (StringCvt.padLeft #"0" 6 "42" ^ " [" ^ StringCvt.padRight #" " 3 "abcdef" ^ "]\n")
