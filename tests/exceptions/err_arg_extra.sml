(* An exception without argument matched with one. *)
exception E
fun f x = x handle E y => 0
