(* An exception that takes an argument matched without one. *)
exception E of int
fun f x = x handle E => 0
