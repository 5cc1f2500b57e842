(* Nested patterns over lists of tuples of options. *)
fun f [] = "empty"
  | f [(SOME a, _)] = "one some " ^ Int.toString a
  | f ((NONE, b) :: (SOME c, d) :: _) = "none-then-some " ^ Int.toString (b + c + d)
  | f ((SOME a, b) :: (SOME c, _) :: []) = "two somes " ^ Int.toString (a * c + b)
  | f (_ :: rest) = "skip/" ^ f rest
val cases = [[], [(SOME 4, 0)], [(NONE, 1), (SOME 2, 3)], [(SOME 2, 1), (SOME 5, 9)], [(SOME 1, 1), (NONE, 2), (NONE, 3)], [(NONE, 0)]]
val _ = List.app (fn c => print (f c ^ "\n")) cases
