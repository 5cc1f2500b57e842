(* `withtype` is not allowed in a datatype specification (Definition 3.5: specs have datdesc, no withtype); MLton accepts it only under allowSigWithtype. *)
signature S = sig datatype t = A of u withtype u = t list end
