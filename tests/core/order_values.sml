(* The order datatype. *)
fun cmp (a : int, b) = if a < b then LESS else if a = b then EQUAL else GREATER
