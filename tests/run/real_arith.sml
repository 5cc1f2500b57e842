(* Real arithmetic: + - * / with negative values, precedence, and Real.toString of results. *)
val xs = [1.5 + 2.25, 10.0 - 0.5 * 3.0, 7.0 / 2.0, ~3.5 * ~2.0, 1.0 / 3.0, 2.0 / 3.0, 100.0 * 1.1, 0.1 + 0.2, 1.0E10 * 1.0E10, 1.0 / 1024.0]
val _ = List.app (fn x => print (Real.toString x ^ "\n")) xs
