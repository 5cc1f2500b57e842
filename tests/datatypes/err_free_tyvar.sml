(* A datatype's constructors may only use its own type parameters. *)
datatype t = A of 'a
