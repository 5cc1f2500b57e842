(* After `let infix ... end`, the identifier is prefix again. *)
fun f (x, y) = x + y
val a = let infix f in 1 f 2 end
val b = 1 f 2
