(* The order in which Basis functions call their function arguments
   (tabulate, map, filter, fold, find, collate, modify, Array2 traversal
   orders, string fields/tokens); output from Poly/ML. *)
fun p s = print (s ^ "\n")
fun tr tag x = (print (tag ^ Int.toString x ^ " "); x)
val _ = List.tabulate (4, tr "lt")
val _ = p ""
val _ = Vector.tabulate (4, tr "vt")
val _ = p ""
val _ = Array.tabulate (4, tr "at")
val _ = p ""
val _ = Array2.tabulate Array2.RowMajor (2, 3, fn (i, j) => tr "r" (i * 10 + j))
val _ = p ""
val _ = Array2.tabulate Array2.ColMajor (2, 3, fn (i, j) => tr "c" (i * 10 + j))
val _ = p ""
val _ = List.map (tr "m") [1, 2, 3]
val _ = p ""
val _ = List.mapPartial (fn x => SOME (tr "mp" x)) [1, 2, 3]
val _ = p ""
val _ = List.filter (fn x => tr "f" x > 1) [1, 2, 3]
val _ = p ""
val _ = List.partition (fn x => tr "pa" x > 1) [1, 2, 3]
val _ = p ""
val _ = ListPair.map (fn (a, b) => tr "pm" (a + b)) ([1, 2, 3], [10, 20, 30])
val _ = p ""
val _ = Vector.map (tr "vm") (Vector.fromList [1, 2, 3])
val _ = p ""
val _ = Vector.mapi (fn (i, x) => tr "vmi" (i + x)) (Vector.fromList [1, 2, 3])
val _ = p ""
val _ = String.map (fn c => (tr "sm" (ord c); c)) "abc"
val _ = p ""
val _ = String.translate (fn c => (tr "st" (ord c); str c)) "abc"
val _ = p ""
val _ = CharVector.tabulate (3, fn i => (tr "ct" i; #"a"))
val _ = p ""
val _ = List.find (fn x => tr "fi" x > 1) [1, 2, 3]
val _ = p ""
val _ = Vector.foldr (fn (x, a) => tr "vfr" x + a) 0 (Vector.fromList [1, 2, 3])
val _ = p ""
val _ = Array.modify (tr "am") (Array.fromList [1, 2, 3])
val _ = p ""
val _ = VectorSlice.map (tr "vsm") (VectorSlice.full (Vector.fromList [1, 2, 3]))
val _ = p ""
val _ = Option.map (tr "om") (SOME 1)
val _ = p ""
val _ = String.fields (fn c => (tr "sf" (ord c); c = #",")) "a,b"
val _ = p ""
val _ = String.tokens (fn c => (tr "stk" (ord c); c = #",")) "a,b"
val _ = p ""
val _ = List.collate (fn (a, b) => Int.compare (tr "co" a, b)) ([1, 2, 3], [1, 2, 4])
val _ = p ""
val _ = Substring.foldr (fn (c, a) => tr "ssf" (ord c) + a) 0 (Substring.full "ab")
val _ = p ""
val _ = ListPair.foldr (fn (a, b, s) => tr "lpf" a + s) 0 ([1, 2], [3, 4])
val _ = p ""
val _ = Array.foldri (fn (i, x, s) => tr "afri" i + s) 0 (Array.fromList [1, 2, 3])
val _ = p ""
val _ = List.concat (List.map (fn x => [tr "cm" x]) [1, 2])
val _ = p ""
