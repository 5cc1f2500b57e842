(* no-gc-stress *)
(* Large arrays (over the large-object threshold) allocated in a loop, some kept, holding pointers to small objects. *)
fun loop (0, keep) = keep
  | loop (i, keep) = let val a = Array.tabulate (50000, fn j => if j mod 1000 = 0 then SOME (i, j) else NONE)
                     in loop (i - 1, if i mod 10 = 0 then a :: keep else keep) end
val kept = loop (60, [])
fun count a = Array.foldl (fn (SOME (i, j), s) => s + i + j | (NONE, s) => s) 0 a
val _ = print (Int.toString (length kept) ^ " " ^ Int.toString (foldl (fn (a, s) => s + count a) 0 kept) ^ "\n")
