(* Consing a list onto itself. *)
fun f l = l :: l
