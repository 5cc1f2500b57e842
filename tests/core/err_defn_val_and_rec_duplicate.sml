(* A `val ... and rec` may not bind a variable of the non-recursive part again (Definition 2.9). *)
val f = 1 and rec f = fn x => x
