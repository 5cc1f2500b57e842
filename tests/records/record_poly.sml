(* Polymorphic record construction. *)
fun mk (a, b) = {first = a, second = b}
