(* DynamicArray and DynamicArrayFn: growth, defaults, bound, the iterators,
   and Subscript/Size on bad indices and sizes (truncate, subArray and
   collate only where SML/NJ 110.79 gets them right: smlnj_lib_fixes) *)
structure D = DynamicArray
fun say s = print (s ^ "\n")
fun i2s i = Int.toString i
fun show a = say ("bound=" ^ i2s (D.bound a) ^ " [" ^ String.concatWith "," (List.map i2s (Vector.foldr (op ::) [] (D.vector a))) ^ "]")
fun els a n = String.concatWith "," (List.tabulate (n, fn i => i2s (D.sub (a, i))))
fun try name f = (f (); say (name ^ ": ok")) handle e => say (name ^ ": " ^ exnName e)
val a = D.array (4, 0)
val () = show a
val () = say (i2s (D.sub (a, 2)) ^ " " ^ i2s (D.sub (a, 100)))
val () = try "sub ~1" (fn () => D.sub (a, ~1))
val () = D.update (a, 2, 5)
val () = show a
val () = D.update (a, 10, 7)
val () = show a
val () = try "update ~1" (fn () => D.update (a, ~1, 3))
val () = try "array ~1" (fn () => D.array (~1, 3))
val b = D.array (0, 9)
val () = show b
val () = D.update (b, 0, 1)
val () = show b
val () = D.update (b, 1000, 2)
val () = say (i2s (D.bound b) ^ " " ^ i2s (D.sub (b, 500)) ^ " " ^ i2s (D.sub (b, 1000)) ^ " " ^ i2s (D.sub (b, 100000)))
(* growth one index at a time *)
val g = D.array (1, ~1)
val () = List.app (fn i => D.update (g, i, i * 3)) (List.tabulate (3000, fn i => i))
val () = say (i2s (D.bound g) ^ " " ^ i2s (D.sub (g, 2999)) ^ " " ^ i2s (D.sub (g, 3000)) ^ " " ^ i2s (D.foldl (op +) 0 g))
(* truncate where 110.79 agrees *)
val c = D.array (20, 0)
val () = D.update (c, 3, 1)
val () = D.truncate (c, 10)
val () = say (i2s (D.bound c) ^ " " ^ els c 8)
val () = D.truncate (c, 2)
val () = say (i2s (D.bound c) ^ " " ^ els c 8)
val () = D.update (c, 5, 1)
val () = say (i2s (D.bound c) ^ " " ^ els c 8)
val () = D.truncate (c, ~1)
val () = say (i2s (D.bound c) ^ " " ^ els c 8)
val () = D.truncate (c, 0)
val () = show c
val () = say (els c 8)
val e = D.array (3, 1)
val () = D.update (e, 5, 1)
val () = D.truncate (e, 3)
val () = say (i2s (D.sub (e, 4)) ^ i2s (D.sub (e, 2)))
(* subArray where 110.79 agrees *)
val c = D.fromList ([1,2,3,4,5], 0)
fun sa arr (lo, hi) = try ("subArray " ^ i2s lo ^ " " ^ i2s hi) (fn () => let val s = D.subArray (arr, lo, hi) in say (i2s (D.bound s) ^ " " ^ els s 7 ^ " d=" ^ i2s (D.default s)) end)
val () = List.app (sa c) [(3, 1), (3, 2), (~1, 2), (5, 5), (6, 9)]
val d = D.array (10, 7)
val () = D.update (d, 1, 1)
val () = D.update (d, 2, 2)
val () = List.app (sa d) [(4, 4), (5, 9), (3, 4)]
val c = D.fromList ([1,2,3,4,5], 0)
val () = show c
val () = say (i2s (D.default c))
val () = show (D.fromList ([], 3))
val t = D.tabulate (5, fn i => i * i, ~1)
val () = show t
val () = try "tabulate ~1" (fn () => show (D.tabulate (~1, fn i => i, 0)))
val () = show (D.tabulate (0, fn i => i, 0))
val () = say (i2s (D.sub (t, 7)))
val () = D.appi (fn (i, x) => print (i2s i ^ ":" ^ i2s x ^ " ")) t
val () = say ""
val () = D.app (fn x => print (i2s x ^ " ")) t
val () = say ""
val () = say (i2s (D.foldl (fn (x, acc) => x - acc) 0 t) ^ " " ^ i2s (D.foldr (fn (x, acc) => x - acc) 0 t))
val () = say (i2s (D.foldli (fn (i, x, acc) => i * x + acc) 0 t) ^ " " ^ i2s (D.foldri (fn (i, x, acc) => i - x - acc) 0 t))
val () = D.modifyi (fn (i, x) => x + i) t
val () = show t
val () = D.modify (fn x => x * 2) t
val () = show t
val () = say (case D.findi (fn (i, x) => x > 10) t of SOME (i, x) => i2s i ^ "," ^ i2s x | NONE => "none")
val () = say (case D.find (fn x => x > 100) t of SOME x => i2s x | NONE => "none")
val () = say (Bool.toString (D.exists (fn x => x = 12) t) ^ " " ^ Bool.toString (D.all (fn x => x mod 2 = 0) t))
fun ord2s LESS = "LESS" | ord2s EQUAL = "EQUAL" | ord2s GREATER = "GREATER"
fun col (l1, l2) = print (ord2s (D.collate Int.compare (D.fromList (l1, 0), D.fromList (l2, 0))) ^ " ")
val () = List.app col [([], []), ([1], [1]), ([1], [2]), ([2], [1]), ([1, 2], [1]), ([], [1]), ([1], []), ([3, 1], [2, 5, 6])]
val () = say ""
(* the iterators see 0..bound, not the default-filled room *)
val () = D.appi (fn (i, x) => print (i2s i ^ " ")) (D.array (5, 0))
val () = say "end"
val () = say (i2s (D.foldl (op +) 0 (D.array (5, 1))) ^ " " ^ Bool.toString (D.all (fn _ => false) (D.array (5, 1))))
val g = D.array (2, 0)
val () = D.update (g, 3, 4)
val () = D.update (g, 3, 0)
val () = show g
val s = D.fromList (["a", "b"], "")
val () = D.update (s, 4, "e")
val () = say (Vector.foldr (fn (x, acc) => "<" ^ x ^ ">" ^ acc) "" (D.vector s))
(* DynamicArrayFn *)
structure W = DynamicArrayFn (Word8Array)
val w = W.array (3, 0w7)
val () = W.update (w, 5, 0w1)
val () = say (Word8.toString (W.sub (w, 1)) ^ " " ^ Word8.toString (W.sub (w, 5)) ^ " " ^ Word8.toString (W.sub (w, 50)) ^ " " ^ i2s (W.bound w))
val () = try "W.sub ~1" (fn () => W.sub (w, ~1))
val () = try "W.update ~1" (fn () => W.update (w, ~1, 0w0))
val () = try "W.array ~1" (fn () => W.array (~1, 0w0))
val () = say (Word8.toString (W.default w))
structure C = DynamicArrayFn (CharArray)
val ca = C.fromList (explode "abc", #"-")
val () = say (implode (List.tabulate (5, fn i => C.sub (ca, i))) ^ " " ^ i2s (C.bound ca))
val ct = C.tabulate (4, fn i => chr (ord #"w" + i), #".")
val () = C.update (ct, 6, #"!")
val () = say (implode (List.tabulate (8, fn i => C.sub (ct, i))) ^ " " ^ i2s (C.bound ct))
val () = try "C.subArray 2 1" (fn () => C.subArray (ct, 2, 1))
val () = try "C.subArray ~1 1" (fn () => C.subArray (ct, ~1, 1))
val () = try "C.tabulate ~1" (fn () => C.tabulate (~1, fn _ => #"x", #"x"))
val () = C.truncate (ct, 0)
val () = say (implode (List.tabulate (8, fn i => C.sub (ct, i))) ^ " " ^ i2s (C.bound ct))
structure R = DynamicArrayFn (RealArray)
val ra = R.array (0, 0.5)
val () = List.app (fn i => R.update (ra, 2 * i, real i)) (List.tabulate (500, fn i => i))
val () = say (i2s (R.bound ra) ^ " " ^ Real.toString (R.sub (ra, 998)) ^ " " ^ Real.toString (R.sub (ra, 997)))
