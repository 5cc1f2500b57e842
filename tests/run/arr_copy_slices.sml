(* Array.copy and ArraySlice: copying into an offset, slice folds, and Subscript on overrun. *)
val src = Array.fromList [1, 2, 3, 4, 5]
val dst = Array.array (8, 0)
val _ = Array.copy {src = src, dst = dst, di = 2}
val _ = print (String.concatWith "," (Array.foldr (fn (x, l) => Int.toString x :: l) [] dst) ^ "\n")
val _ = (Array.copy {src = src, dst = dst, di = 4}; print "no\n") handle Subscript => print "Subscript copy\n"
val sl = ArraySlice.slice (dst, 2, SOME 3)
val _ = print (Int.toString (ArraySlice.length sl) ^ " " ^ Int.toString (ArraySlice.foldl (op +) 0 sl) ^ " " ^ Int.toString (ArraySlice.sub (sl, 1)) ^ "\n")
val v = Array.vector dst
val _ = print (Int.toString (Vector.length v) ^ " " ^ Int.toString (Vector.sub (v, 6)) ^ "\n")
