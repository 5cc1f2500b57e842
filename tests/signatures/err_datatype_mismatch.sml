(* A datatype whose constructors differ from the specification. *)
signature S = sig datatype t = A | B end
structure X : S = struct datatype t = A | C end
