(* Pre-order, in-order, post-order and level-order traversals of a labelled binary tree. *)
datatype 'a t = E | N of 'a t * 'a * 'a t
val t = N (N (N (E, "d", E), "b", N (E, "e", E)), "a", N (E, "c", N (N (E, "g", E), "f", E)))
fun pre E = [] | pre (N (l, x, r)) = x :: pre l @ pre r
fun ino E = [] | ino (N (l, x, r)) = ino l @ x :: ino r
fun post E = [] | post (N (l, x, r)) = post l @ post r @ [x]
fun level t = let fun go [] = [] | go (E :: q) = go q | go (N (l, x, r) :: q) = x :: go (q @ [l, r]) in go [t] end
val _ = List.app (fn l => print (String.concat l ^ "\n")) [pre t, ino t, post t, level t]
