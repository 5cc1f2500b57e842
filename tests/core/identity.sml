(* The identity function is polymorphic. *)
fun id x = x
