(* Polymorphic equality on lists, nested lists, records, tuples, options and strings. *)
val t = [[1, 2], [3]] = [[1, 2], [3]]
val f = [[1, 2], [3]] = [[1, 2], [4]]
val r = {a = 1, b = "x", c = [SOME 1]} = {c = [SOME 1], b = "x", a = 1}
val r2 = {a = 1, b = "x", c = [SOME 1]} = {c = [NONE], b = "x", a = 1}
val s = "abc" = "ab" ^ "c"
val e = ([] : int list) = []
val _ = print (String.concatWith " " (map Bool.toString [t, f, r, r2, s, e, (1, (2, 3)) = (1, (2, 3)), #"a" = #"b", "" <> "a"]) ^ "\n")
