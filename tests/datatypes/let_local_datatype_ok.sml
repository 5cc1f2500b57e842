(* A local datatype used only inside its let is fine. *)
fun f n = let datatype t = A | B of int fun g A = 0 | g (B k) = k in g (B n) + g A end
val y = f 3
