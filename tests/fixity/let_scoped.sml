(* A fixity declared in let is local to it. *)
fun f (x, y) = x - y
val a = let infix f in 10 f 3 end
val b = f (10, 3)
