(* Tuple patterns with wildcards. *)
fun fst (x, _) = x
fun snd (_, y) = y
fun third (_, _, z) = z
