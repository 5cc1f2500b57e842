(* A flexible record pattern resolved by an annotation. *)
fun getA ({a, ...} : {a : int, b : string}) = a
