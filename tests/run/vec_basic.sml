(* Vector.fromList/tabulate/sub/length/map/foldl/foldr/concat/app and Subscript. *)
val v = Vector.fromList [10, 20, 30]
val w = Vector.tabulate (4, fn i => i * 3)
val m = Vector.map (fn x => x div 10) v
val _ = print (Int.toString (Vector.sub (v, 1)) ^ " " ^ Int.toString (Vector.length w) ^ " " ^ Int.toString (Vector.foldl (op +) 0 m) ^ "\n")
val _ = print (String.concatWith "," (Vector.foldr (fn (x, l) => Int.toString x :: l) [] (Vector.concat [v, w, m])) ^ "\n")
val _ = Vector.app (fn x => print (Int.toString x ^ ";")) w
val _ = print "\n"
val _ = print ((Int.toString (Vector.sub (v, 3))) handle Subscript => "Subscript\n")
val _ = print (Bool.toString (v = Vector.fromList [10, 20, 30]) ^ " " ^ Bool.toString (v = m) ^ "\n")
