(* Vector.mapi/appi/foldli/find/exists/all/update. *)
val v = Vector.fromList [5, 3, 8, 1, 9, 2]
val vi = Vector.mapi (fn (i, x) => i * x) v
val _ = print (String.concatWith " " (Vector.foldr (fn (x, l) => Int.toString x :: l) [] vi) ^ "\n")
val _ = print (Int.toString (Vector.foldli (fn (i, x, s) => s + i + x) 0 v) ^ "\n")
val _ = print ((case Vector.find (fn x => x > 7) v of SOME x => Int.toString x | NONE => "-") ^ " " ^ Bool.toString (Vector.exists (fn x => x = 1) v)
               ^ " " ^ Bool.toString (Vector.all (fn x => x < 9) v) ^ "\n")
val u = Vector.update (v, 0, 100)
val _ = print (Int.toString (Vector.sub (u, 0)) ^ " " ^ Int.toString (Vector.sub (v, 0)) ^ "\n")
