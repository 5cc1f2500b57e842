(* `op` on a user infix identifier. *)
infix 3 --
fun a -- b = a - b
val f = op --
val g = map (op --) [(3, 1)]
