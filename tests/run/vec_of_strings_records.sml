(* Vectors of boxed values: strings, records, nested vectors, options. *)
val names = Vector.fromList ["zero", "one", "two", "three"]
val recs = Vector.tabulate (3, fn i => {id = i, tag = Vector.sub (names, i)})
val nested = Vector.tabulate (3, fn i => Vector.tabulate (i + 1, fn j => j))
val _ = print (Vector.foldr (fn ({id, tag}, s) => Int.toString id ^ tag ^ " " ^ s) "" recs ^ "\n")
val _ = print (Int.toString (Vector.foldl (fn (v, s) => s + Vector.length v) 0 nested) ^ "\n")
val opts = Vector.map (fn s => if size s > 3 then SOME s else NONE) names
val _ = print (Int.toString (Vector.foldl (fn (SOME _, n) => n + 1 | (NONE, n) => n) 0 opts) ^ "\n")
