(* ListPair.allEq applies its predicate to the pairs of the common prefix until one fails, and is false on lists of unequal lengths (it compared the lengths first, so the predicate never ran on unequal lists; Poly/ML, SML/NJ and MLton all run it); the effects of the other Eq functions before UnequalLengths *)
fun pr s = print (s ^ "\n")
fun g (x, y) = (print (Int.toString x ^ Int.toString y ^ " "); x + y)
val _ = pr (Bool.toString (ListPair.allEq (fn p => (g p; true)) ([1, 2, 3], [4, 5])))
val _ = pr (Bool.toString (ListPair.allEq (fn p => (g p; false)) ([1, 2, 3], [4, 5])))
val _ = pr (Bool.toString (ListPair.allEq (fn p => g p < 8) ([1, 2, 3], [4, 5, 6])))
val _ = pr (Bool.toString (ListPair.allEq (fn p => g p > 0) ([1, 2], [4, 5])))
val _ = pr (Bool.toString (ListPair.allEq (fn p => g p > 0) ([], [4])))
val _ = pr (Bool.toString (ListPair.allEq (fn p => g p > 0) ([], [])))
val _ = pr (Bool.toString (ListPair.all (fn p => g p > 0) ([1, 2, 3], [4, 5])))
val _ = pr (Bool.toString (ListPair.exists (fn p => g p > 6) ([1, 2, 3], [4, 5])))
val _ = (ListPair.mapEq g ([1, 2, 3], [4, 5]); ()) handle ListPair.UnequalLengths => pr "UnequalLengths"
val _ = (ListPair.appEq (ignore o g) ([1, 2, 3], [4, 5]); ()) handle ListPair.UnequalLengths => pr "UnequalLengths"
val _ = (ListPair.foldlEq (fn (x, y, a) => g (x, y) + a) 0 ([1, 2, 3], [4, 5]); ()) handle ListPair.UnequalLengths => pr "UnequalLengths"
