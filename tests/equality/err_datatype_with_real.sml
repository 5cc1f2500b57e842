(* A datatype carrying a real does not admit equality. *)
datatype t = R of real | I of int
fun same (a : t, b) = a = b
