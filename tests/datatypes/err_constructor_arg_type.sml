(* A constructor applied to an argument of the wrong type. *)
datatype t = A of int
val x = A "s"
