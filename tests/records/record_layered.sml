(* Layered record pattern with a flexible part resolved by the annotation. *)
fun f (r as {x, ...} : {x : int, y : int}) = (r, x)
