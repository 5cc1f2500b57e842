(* withtype abbreviations are visible only after the datatype. *)
datatype t = A of u
val x = 1
