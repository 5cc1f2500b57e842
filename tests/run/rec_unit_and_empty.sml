(* The empty record {} is unit (); unit-returning functions and sequencing. *)
val u : unit = {}
val _ = print (Bool.toString (u = ()) ^ "\n")
fun f () = print "called f\n"
val () = f ()
val xs = [(), (), ()]
val _ = print (Int.toString (length xs) ^ "\n")
val r = (print "a"; print "b"; 3)
val _ = print ("\n" ^ Int.toString r ^ "\n")
