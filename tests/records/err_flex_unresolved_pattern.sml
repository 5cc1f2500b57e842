(* A flexible record pattern whose type is never fixed is an error. *)
fun f {a, ...} = a
