(* Under opaque ascription a datatype spec's constructor takes the signature's abstract type, not the structure's. *)
signature S = sig type t datatype u = U of t end
structure M :> S = struct type t = int datatype u = U of int end
val x = M.U 3
