(* Array.foldl/foldr/app/appi/modify/modifyi/exists/all/find over an int array. *)
val a = Array.tabulate (10, fn i => (i * 7) mod 10)
val _ = print (Int.toString (Array.foldl (op +) 0 a) ^ " " ^ Int.toString (Array.foldr (fn (x, acc) => acc * 2 + x) 0 a) ^ "\n")
val _ = Array.app (fn x => print (Int.toString x)) a
val _ = print "\n"
val _ = Array.appi (fn (i, x) => if i mod 3 = 0 then print (Int.toString i ^ ":" ^ Int.toString x ^ " ") else ()) a
val _ = print "\n"
val _ = Array.modifyi (fn (i, x) => x * i) a
val _ = Array.modify (fn x => x + 1) a
val _ = print (String.concatWith "," (Array.foldr (fn (x, l) => Int.toString x :: l) [] a) ^ "\n")
val _ = print (Bool.toString (Array.exists (fn x => x > 60) a) ^ " " ^ Bool.toString (Array.all (fn x => x > 0) a) ^ " "
               ^ (case Array.find (fn x => x mod 5 = 0) a of SOME x => Int.toString x | NONE => "none") ^ "\n")
