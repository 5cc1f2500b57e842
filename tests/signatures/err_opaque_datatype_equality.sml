(* An opaquely matched datatype admits equality only as the signature says: `u` carries the non-eqtype `t`. *)
signature S = sig type t datatype u = U of t val mk : int -> t end
structure M :> S = struct type t = int datatype u = U of t fun mk x = x end
val b = M.U (M.mk 1) = M.U (M.mk 1)
