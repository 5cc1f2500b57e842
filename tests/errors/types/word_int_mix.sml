(* Mixing word and int. *)
fun f (w : word) = w + 1
