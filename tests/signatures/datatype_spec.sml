(* A datatype specification matched by a datatype. *)
signature S = sig datatype t = A | B of int end
structure X : S = struct datatype t = A | B of int end
val v = X.B 3
