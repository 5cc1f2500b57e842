(* sharing of substructures identifies all their types. *)
structure M :
sig
  structure A : sig type t type u val x : t end
  structure B : sig type t type u val f : t -> u end
  sharing A = B
end =
struct
  structure A = struct type t = int type u = bool val x = 1 end
  structure B = struct type t = int type u = bool fun f n = n > 0 end
end
val r = M.B.f M.A.x
