(* Exceptions with and without arguments. *)
exception E
exception F of string
exception G of int * string
val e = F "x"
