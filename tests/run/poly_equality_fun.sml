(* Functions with equality type variables (''a): member, assoc, dedup at ints, strings, tuples, lists, datatypes. *)
datatype suit = Hearts | Spades | Clubs
fun member (x, []) = false | member (x, y :: r) = x = y orelse member (x, r)
fun dedup [] = [] | dedup (x :: r) = if member (x, r) then dedup r else x :: dedup r
fun assoc (k, []) = NONE | assoc (k, (k', v) :: r) = if k = k' then SOME v else assoc (k, r)
val _ = print (Int.toString (length (dedup [1, 2, 1, 3, 2, 4])) ^ " " ^ Int.toString (length (dedup ["a", "b", "a"])) ^ " "
               ^ Int.toString (length (dedup [(1, "a"), (1, "b"), (1, "a")])) ^ " "
               ^ Int.toString (length (dedup [[1], [1, 2], [1]])) ^ " "
               ^ Int.toString (length (dedup [Hearts, Clubs, Hearts, Spades, Clubs])) ^ "\n")
val _ = print (getOpt (assoc ("b", [("a", "1"), ("b", "2")]), "?") ^ getOpt (assoc ([2], [([1], "x"), ([2], "y")]), "?")
               ^ getOpt (assoc (Spades, [(Hearts, "h")]), "?") ^ "\n")
val _ = print (Bool.toString (member (SOME 3, [NONE, SOME 3])) ^ " " ^ Bool.toString (member (#"z", String.explode "abc")) ^ "\n")
