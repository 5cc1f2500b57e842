(* The order in which the Basis applies the functions it is given: left
   to right for map, filter, mapPartial, partition, app, find, exists...
   (the spec says so; filter, mapPartial and partition were foldr-based,
   applying their predicate from the right), right to left for foldr and
   foldri, row- or column-major for Array2, and short-circuiting where the
   spec says. *)
val log = ref [] : string list ref
fun note s = log := s :: !log
fun show name = (print (name ^ ": " ^ String.concatWith "," (rev (!log)) ^ "\n"); log := [])
val l = [1, 2, 3, 4]
val _ = List.map (fn x => note (Int.toString x)) l
val _ = show "List.map"
val _ = List.mapPartial (fn x => (note (Int.toString x); NONE : int option)) l
val _ = show "mapPartial"
val _ = List.filter (fn x => (note (Int.toString x); true)) l
val _ = show "filter"
val _ = List.partition (fn x => (note (Int.toString x); true)) l
val _ = show "partition"
val _ = List.find (fn x => (note (Int.toString x); x = 2)) l
val _ = show "find"
val _ = List.exists (fn x => (note (Int.toString x); x = 2)) l
val _ = show "exists"
val _ = List.all (fn x => (note (Int.toString x); x < 2)) l
val _ = show "all"
val _ = List.tabulate (4, fn i => note (Int.toString i))
val _ = show "tabulate"
val _ = List.collate (fn (a, b) => (note (Int.toString a); Int.compare (a, b))) (l, [1, 2, 5])
val _ = show "collate"
val _ = ListPair.map (fn (a, b) => note (Int.toString a)) (l, l)
val _ = show "ListPair.map"
val _ = ListPair.mapEq (fn (a, b) => note (Int.toString a)) (l, l)
val _ = show "ListPair.mapEq"
val _ = ListPair.exists (fn (a, b) => (note (Int.toString a); false)) (l, l)
val _ = show "ListPair.exists"
val _ = ListPair.foldr (fn (a, b, c) => note (Int.toString a)) () (l, l)
val _ = show "ListPair.foldr"
val _ = (ListPair.foldrEq (fn (a, b, c) => note (Int.toString a)) () (l, [1, 2])) handle ListPair.UnequalLengths => note "UL"
val _ = show "ListPair.foldrEq unequal"
val _ = (ListPair.foldlEq (fn (a, b, c) => note (Int.toString a)) () (l, [1, 2])) handle ListPair.UnequalLengths => note "UL"
val _ = show "ListPair.foldlEq unequal"
val _ = (ListPair.mapEq (fn (a, b) => note (Int.toString a)) (l, [1, 2])) handle ListPair.UnequalLengths => (note "UL"; [])
val _ = show "ListPair.mapEq unequal"
val _ = (ListPair.appEq (fn (a, b) => note (Int.toString a)) (l, [1, 2])) handle ListPair.UnequalLengths => note "UL"
val _ = show "ListPair.appEq unequal"
val _ = (ListPair.zipEq (l, [1, 2])) handle ListPair.UnequalLengths => (note "UL"; [])
val _ = show "zipEq"
val v = Vector.fromList l
val _ = Vector.map (fn x => note (Int.toString x)) v
val _ = show "Vector.map"
val _ = Vector.mapi (fn (i, x) => note (Int.toString i)) v
val _ = show "Vector.mapi"
val _ = Vector.tabulate (4, fn i => note (Int.toString i))
val _ = show "Vector.tabulate"
val _ = Vector.foldr (fn (x, ()) => note (Int.toString x)) () v
val _ = show "Vector.foldr"
val _ = Vector.findi (fn (i, x) => (note (Int.toString i); false)) v
val _ = show "Vector.findi"
val _ = Vector.collate (fn (a, b) => (note (Int.toString a); EQUAL)) (v, v)
val _ = show "Vector.collate"
val a = Array.fromList l
val _ = Array.modify (fn x => (note (Int.toString x); x)) a
val _ = show "Array.modify"
val _ = Array.modifyi (fn (i, x) => (note (Int.toString i); x)) a
val _ = show "Array.modifyi"
val _ = Array.foldri (fn (i, x, ()) => note (Int.toString i)) () a
val _ = show "Array.foldri"
val _ = String.translate (fn c => (note (str c); str c)) "abc"
val _ = show "translate"
val _ = String.map (fn c => (note (str c); c)) "abc"
val _ = show "String.map"
val _ = String.tokens (fn c => (note (str c); c = #",")) "a,b"
val _ = show "tokens"
val _ = String.fields (fn c => (note (str c); c = #",")) "a,b"
val _ = show "fields"
val _ = CharVector.tabulate (3, fn i => (note (Int.toString i); #"a"))
val _ = show "CharVector.tabulate"
val _ = String.collate (fn (a, b) => (note (str a); Char.compare (a, b))) ("abc", "abd")
val _ = show "String.collate"
val _ = Substring.foldr (fn (c, ()) => note (str c)) () (Substring.full "abc")
val _ = show "Substring.foldr"
val _ = Substring.splitr (fn c => (note (str c); c <> #"a")) (Substring.full "abc")
val _ = show "Substring.splitr"
val _ = Option.map (fn x => note "m") (SOME 1)
val _ = show "Option.map"
val _ = Array2.tabulate Array2.ColMajor (2, 2, fn (i, j) => note (Int.toString i ^ Int.toString j))
val _ = show "Array2.tabulate ColMajor"
val _ = Array2.modifyi Array2.ColMajor (fn (i, j, x) => (note (Int.toString i ^ Int.toString j); x)) {base = Array2.array (2, 3, ()), row = 0, col = 1, nrows = NONE, ncols = NONE}
val _ = show "Array2.modifyi ColMajor region"
val _ = ArraySlice.foldri (fn (i, x, ()) => note (Int.toString i)) () (ArraySlice.slice (a, 1, NONE))
val _ = show "ArraySlice.foldri"
val _ = Word8Vector.foldri (fn (i, x, ()) => note (Int.toString i)) () (Word8Vector.fromList [0w1, 0w2])
val _ = show "Word8Vector.foldri"
val _ = (StringCvt.padLeft #"x" 3 "a"; note "p")
val _ = show "pad"
fun n i = note (Int.toString i)
val v = Vector.fromList l
val a = Array.fromList l
val _ = List.app n l val _ = show "List.app"
val _ = List.foldl (fn (x, ()) => n x) () l val _ = show "List.foldl"
val _ = List.foldr (fn (x, ()) => n x) () l val _ = show "List.foldr"
val _ = List.concat (map (fn x => (n x; [x])) l) val _ = show "concat-map"
val _ = ListPair.app (fn (x, _) => n x) (l, l) val _ = show "ListPair.app"
val _ = ListPair.foldl (fn (x, _, ()) => n x) () (l, l) val _ = show "ListPair.foldl"
val _ = ListPair.all (fn (x, _) => (n x; true)) (l, l) val _ = show "ListPair.all"
val _ = ListPair.zip (l, l) val _ = show "zip"
val _ = Array.tabulate (4, n) val _ = show "Array.tabulate"
val _ = Array.app n a val _ = show "Array.app"
val _ = Array.appi (fn (i, _) => n i) a val _ = show "Array.appi"
val _ = Array.foldl (fn (x, ()) => n x) () a val _ = show "Array.foldl"
val _ = Array.foldli (fn (i, _, ()) => n i) () a val _ = show "Array.foldli"
val _ = Array.foldr (fn (x, ()) => n x) () a val _ = show "Array.foldr"
val _ = Array.find (fn x => (n x; false)) a val _ = show "Array.find"
val _ = Array.findi (fn (i, _) => (n i; false)) a val _ = show "Array.findi"
val _ = Array.exists (fn x => (n x; false)) a val _ = show "Array.exists"
val _ = Array.all (fn x => (n x; true)) a val _ = show "Array.all"
val _ = Array.collate (fn (x, _) => (n x; EQUAL)) (a, a) val _ = show "Array.collate"
val _ = Vector.app n v val _ = show "Vector.app"
val _ = Vector.appi (fn (i, _) => n i) v val _ = show "Vector.appi"
val _ = Vector.foldl (fn (x, ()) => n x) () v val _ = show "Vector.foldl"
val _ = Vector.foldli (fn (i, _, ()) => n i) () v val _ = show "Vector.foldli"
val _ = Vector.foldri (fn (i, _, ()) => n i) () v val _ = show "Vector.foldri"
val _ = Vector.find (fn x => (n x; false)) v val _ = show "Vector.find"
val _ = Vector.exists (fn x => (n x; false)) v val _ = show "Vector.exists"
val _ = Vector.all (fn x => (n x; true)) v val _ = show "Vector.all"
val s = VectorSlice.slice (v, 1, NONE)
val _ = VectorSlice.map (fn x => n x) s val _ = show "VectorSlice.map"
val _ = VectorSlice.mapi (fn (i, _) => n i) s val _ = show "VectorSlice.mapi"
val _ = VectorSlice.app n s val _ = show "VectorSlice.app"
val _ = VectorSlice.foldr (fn (x, ()) => n x) () s val _ = show "VectorSlice.foldr"
val _ = VectorSlice.foldli (fn (i, _, ()) => n i) () s val _ = show "VectorSlice.foldli"
val _ = VectorSlice.findi (fn (i, _) => (n i; false)) s val _ = show "VectorSlice.findi"
val _ = VectorSlice.collate (fn (x, _) => (n x; EQUAL)) (s, s) val _ = show "VectorSlice.collate"
val t = ArraySlice.slice (a, 1, NONE)
val _ = ArraySlice.app n t val _ = show "ArraySlice.app"
val _ = ArraySlice.modify (fn x => (n x; x)) t val _ = show "ArraySlice.modify"
val _ = ArraySlice.modifyi (fn (i, x) => (n i; x)) t val _ = show "ArraySlice.modifyi"
val _ = ArraySlice.foldr (fn (x, ()) => n x) () t val _ = show "ArraySlice.foldr"
val _ = ArraySlice.find (fn x => (n x; false)) t val _ = show "ArraySlice.find"
val _ = ArraySlice.exists (fn x => (n x; false)) t val _ = show "ArraySlice.exists"
val _ = ArraySlice.all (fn x => (n x; true)) t val _ = show "ArraySlice.all"
val _ = CharVector.map (fn c => (note (str c); c)) "abc" val _ = show "CharVector.map"
val _ = CharVector.mapi (fn (i, c) => (n i; c)) "abc" val _ = show "CharVector.mapi"
val _ = CharVector.foldr (fn (c, ()) => note (str c)) () "abc" val _ = show "CharVector.foldr"
val _ = CharVector.findi (fn (i, _) => (n i; false)) "abc" val _ = show "CharVector.findi"
val _ = CharVector.exists (fn c => (note (str c); false)) "abc" val _ = show "CharVector.exists"
val _ = CharArray.tabulate (3, fn i => (n i; #"a")) val _ = show "CharArray.tabulate"
val _ = CharArray.modify (fn c => (note (str c); c)) (CharArray.fromList [#"x", #"y"]) val _ = show "CharArray.modify"
val _ = Word8Vector.map (fn w => (note (Word8.toString w); w)) (Word8Vector.fromList [0w1, 0w2]) val _ = show "Word8Vector.map"
val _ = Word8Array.foldri (fn (i, _, ()) => n i) () (Word8Array.fromList [0w1, 0w2]) val _ = show "Word8Array.foldri"
val _ = Substring.app (fn c => note (str c)) (Substring.full "abc") val _ = show "Substring.app"
val _ = Substring.foldl (fn (c, ()) => note (str c)) () (Substring.full "abc") val _ = show "Substring.foldl"
val _ = Substring.translate (fn c => (note (str c); "")) (Substring.full "abc") val _ = show "Substring.translate"
val _ = Substring.tokens (fn c => (note (str c); false)) (Substring.full "abc") val _ = show "Substring.tokens"
val _ = Substring.fields (fn c => (note (str c); false)) (Substring.full "abc") val _ = show "Substring.fields"
val _ = Substring.splitl (fn c => (note (str c); true)) (Substring.full "abc") val _ = show "Substring.splitl"
val _ = Substring.dropr (fn c => (note (str c); true)) (Substring.full "abc") val _ = show "Substring.dropr"
val _ = Substring.taker (fn c => (note (str c); true)) (Substring.full "abc") val _ = show "Substring.taker"
val _ = CharVector.all (fn c => (note (str c); true)) "abc" val _ = show "CharVector.all"
val _ = String.isPrefix "ab" "abc" val _ = show "noop"
val _ = Array2.app Array2.RowMajor n (Array2.fromList [[1, 2], [3, 4]]) val _ = show "Array2.app RowMajor"
val _ = Array2.app Array2.ColMajor n (Array2.fromList [[1, 2], [3, 4]]) val _ = show "Array2.app ColMajor"
val _ = Array2.foldi Array2.ColMajor (fn (i, j, x, ()) => n x) () {base = Array2.fromList [[1, 2, 3], [4, 5, 6]], row = 0, col = 1, nrows = NONE, ncols = NONE} val _ = show "Array2.foldi ColMajor"
val _ = Array2.modify Array2.ColMajor (fn x => (n x; x)) (Array2.fromList [[1, 2], [3, 4]]) val _ = show "Array2.modify ColMajor"
val _ = StringCvt.splitl (fn c => (note (str c); c <> #"c")) Substring.getc (Substring.full "abcd") val _ = show "StringCvt.splitl"
val _ = Option.app n (SOME 7) val _ = show "Option.app"
val _ = List.revAppend (List.map (fn x => (n x; x)) [1, 2], []) val _ = show "revAppend"
val _ = List.getItem l val _ = show "getItem"
