(* Array.array/sub/update/length/fromList/tabulate and Subscript on bad indices. *)
(* (Poly/ML 5.7 fails to compile Array.sub at a constant negative index: the index goes through a ref) *)
val a = Array.array (5, 0)
val _ = Array.update (a, 2, 42)
val _ = Array.update (a, 4, 7)
val b = Array.fromList [1, 2, 3]
val c = Array.tabulate (6, fn i => i * i)
val _ = print (Int.toString (Array.sub (a, 2) + Array.sub (a, 4)) ^ " " ^ Int.toString (Array.length b) ^ " " ^ Int.toString (Array.sub (c, 5)) ^ "\n")
val _ = print ((Int.toString (Array.sub (a, 5))) handle Subscript => "Subscript 5\n")
val _ = print ((Int.toString (Array.sub (a, !(ref ~1)))) handle Subscript => "Subscript ~1\n")
val _ = (Array.update (b, 3, 0); print "no\n") handle Subscript => print "Subscript update\n"
val _ = print ((Int.toString (Array.length (Array.array (!(ref ~1), 0)))) handle Size => "Size\n")
