(* An exception alias must refer to an exception. *)
datatype t = C
exception E = C
