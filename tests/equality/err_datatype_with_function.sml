(* A datatype carrying a function does not admit equality. *)
datatype t = F of int -> int
val b = F (fn x => x) = F (fn x => x)
