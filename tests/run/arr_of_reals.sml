(* Arrays of reals (unboxed elements): prefix sums, in-place scaling and a dot product. *)
val a = Array.tabulate (8, fn i => real i * 0.5)
val _ = Array.modifyi (fn (i, x) => if i = 0 then x else x + Array.sub (a, i - 1)) a
val _ = print (String.concatWith " " (Array.foldr (fn (x, l) => Real.toString x :: l) [] a) ^ "\n")
val b = Array.array (8, 2.0)
val dot = Array.foldli (fn (i, x, s) => s + x * Array.sub (b, i)) 0.0 a
val _ = print (Real.toString dot ^ "\n")
