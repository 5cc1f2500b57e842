(* Under opaque ascription an exception spec's argument has the signature's abstract type, not the structure's. *)
signature S = sig type t exception E of t end
structure M :> S = struct type t = int exception E of t end
val e = M.E 3
