(* Numeric labels sort before alphabetic ones, numerically. *)
val r = {b = 1, a = 2, 2 = 3, 10 = 4, 1 = 5}
