(* An eqtype specification cannot be matched by a type without equality. *)
signature S = sig eqtype t end
structure A : S = struct type t = real end
