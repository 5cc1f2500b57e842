(* The unit value and unit-returning functions. *)
val u = ()
fun f () = ()
val v = f u
