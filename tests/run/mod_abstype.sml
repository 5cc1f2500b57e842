(* abstype: the constructors are hidden outside, only the with-declared operations are visible. *)
abstype rat = Rat of int * int
with
  fun gcd (a, 0) = abs a | gcd (a, b) = gcd (b, a mod b)
  fun mk (n, d) = let val g = gcd (n, d) val s = if d < 0 then ~1 else 1 in Rat (s * n div g, s * d div g) end
  fun add (Rat (a, b), Rat (c, d)) = mk (a * d + c * b, b * d)
  fun mul (Rat (a, b), Rat (c, d)) = mk (a * c, b * d)
  fun show (Rat (n, 1)) = Int.toString n | show (Rat (n, d)) = Int.toString n ^ "/" ^ Int.toString d
end
val h = foldl add (mk (0, 1)) (List.tabulate (6, fn i => mk (1, i + 1)))
val _ = print (show h ^ " " ^ show (mul (mk (2, ~4), mk (6, 3))) ^ " " ^ show (add (mk (1, 2), mk (1, 2))) ^ "\n")
