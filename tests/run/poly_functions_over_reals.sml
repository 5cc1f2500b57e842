(* Polymorphic containers holding unboxed reals: lists, tuples, options, arrays and refs of reals. *)
val rs = [1.5, 2.25, ~0.75, 10.0]
val sum = foldl (op +) 0.0 rs
val mx = foldl Real.max (hd rs) rs
val opt = List.find (fn x => x < 0.0) rs
val arr = Array.fromList rs
val _ = Array.modify (fn x => x * 2.0) arr
val cell = ref 0.5
val _ = cell := !cell + Array.sub (arr, 1)
val pairs = ListPair.zip (rs, map (fn x => x * x) rs)
val _ = print (Real.toString sum ^ " " ^ Real.toString mx ^ " " ^ (case opt of SOME v => Real.toString v | NONE => "none") ^ " "
               ^ Real.toString (Array.sub (arr, 3)) ^ " " ^ Real.toString (!cell) ^ " "
               ^ Real.toString (#2 (List.nth (pairs, 2))) ^ "\n")
