(* Records with numeric labels that are not exactly 1..n are not tuples. *)
val a = {1 = 1}
val b = {1 = 1, 3 = 3}
val c = {2 = "x", 1 = 0, 10 = true}
