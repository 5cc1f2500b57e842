(* Sequence expressions `(e1; e2)` have the type of the last one. *)
val r = ref 0
val v = (r := 1; r := !r + 1; !r)
