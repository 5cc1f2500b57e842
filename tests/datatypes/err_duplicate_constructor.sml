(* A datatype may not define the same constructor twice. *)
datatype t = A | B | A
