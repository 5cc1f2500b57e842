(* Records with numeric labels beyond a tuple ({1 = a, 3 = c}) and mixed alphabetic labels, sorted by label. *)
val r = {3 = "three", 1 = "one", name = "n"}
val {1 = a, 3 = c, name} = r
val _ = print (a ^ " " ^ c ^ " " ^ name ^ " " ^ #3 r ^ "\n")
val t = {1 = 10, 2 = 20}
val (x, y) = t
val _ = print (Int.toString (x + y) ^ "\n")
