(* Array/Vector/slice edge cases: empty copies at the end, copies with
   negative or too-large destinations, folds' directions, findi and
   collate. *)
fun p s = print (s ^ "\n")
fun e f = (f ()) handle Subscript => "Subscript" | Size => "Size" | Empty => "Empty"
val a = Array.fromList [1, 2, 3]
val em = Array.fromList [] : int array
val _ = p (e (fn () => (Array.copy {src = em, dst = a, di = 3}; "ok")))
val _ = p (e (fn () => (Array.copy {src = em, dst = a, di = 4}; "ok")))
val _ = p (e (fn () => (Array.copy {src = a, dst = a, di = 0}; "ok")))
val _ = p (e (fn () => (Array.copyVec {src = (Vector.fromList []), dst = a, di = 3}; "ok")))
val _ = p (e (fn () => (ArraySlice.copy {src = ArraySlice.slice (a, 3, NONE), dst = a, di = 3}; "ok")))
val _ = p (e (fn () => (ArraySlice.copy {src = ArraySlice.slice (a, 1, NONE), dst = a, di = ~1}; "ok")))
val _ = p (e (fn () => Int.toString (VectorSlice.length (VectorSlice.slice ((Vector.fromList [1, 2, 3]), 3, SOME 0)))))
val _ = p (e (fn () => Int.toString (VectorSlice.length (VectorSlice.slice ((Vector.fromList [1, 2, 3]), 2, SOME 2)))))
val _ = p (e (fn () => Int.toString (VectorSlice.length (VectorSlice.subslice (VectorSlice.slice ((Vector.fromList [1, 2, 3]), 1, NONE), 0, SOME 3)))))
val _ = p (e (fn () => Int.toString (Vector.sub (Vector.update ((Vector.fromList [1, 2, 3]), 0, 9), 0))))
val _ = p (e (fn () => Int.toString (Vector.foldl op+ 0 (Vector.concat []))))
val _ = p (e (fn () => Bool.toString (Vector.all (fn x => x > 0) (Vector.fromList [])) ^ Bool.toString (Vector.exists (fn x => x > 0) (Vector.fromList []))))
val _ = p (e (fn () => (case Array.findi (fn (i, x) => x = 2) a of SOME (i, _) => Int.toString i | NONE => "N") ^ (case Array.find (fn x => x > 5) a of SOME _ => "S" | NONE => "N")))
val _ = p (e (fn () => case Array.collate Int.compare (a, Array.fromList [1, 2, 3]) of EQUAL => "EQ" | _ => "NE"))
val _ = p (e (fn () => Int.toString (ArraySlice.foldr op- 0 (ArraySlice.full a))))
val _ = p (e (fn () => Int.toString (List.foldr op- 0 [1, 2, 3]) ^ " " ^ Int.toString (List.foldl op- 0 [1, 2, 3])))
val _ = p (e (fn () => Int.toString (Vector.foldri (fn (i, x, acc) => i * x - acc) 0 (Vector.fromList [1, 2, 3]))))
