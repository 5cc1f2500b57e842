(* Top-level basis functions: map, foldl, foldr, app, rev, length. *)
val a = map (fn x => x * 2) [1, 2, 3]
val b = foldl (op +) 0 [1, 2, 3]
val c = foldr (fn (x, acc) => x :: acc) [] ["a"]
val d = rev [true, false]
val n = length [()]
val _ = app print ["a", "b"]
