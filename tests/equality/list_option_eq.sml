(* Lists, options, tuples and records of equality types admit equality. *)
val a = [1, 2] = [1, 2]
val b = SOME "x" = NONE
val c = (1, #"c") = (2, #"d")
val d = {x = 1, y = true} = {y = false, x = 0}
val e = [[()]] = []
