(* Source type variable names do not matter for printing. *)
fun f (x : 'foo, y : 'bar) = (y, x)
