(* A function that never returns has a fully polymorphic result. *)
fun loop x = loop x
fun fail () = raise Fail "no"
