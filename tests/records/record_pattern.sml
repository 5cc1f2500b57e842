(* Record patterns, including the `{x, y}` punning form. *)
fun norm {x, y} = x * x + y * y
fun getX {x = a, y = _} = a
