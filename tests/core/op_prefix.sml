(* `op` turns an infix operator into a prefix function. *)
val plus = op +
val three = op + (1, 2)
val cons = op ::
fun applyOp f = f (1, 2)
val seven = applyOp (op *) + 5
