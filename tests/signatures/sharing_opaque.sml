(* sharing type under opaque ascription: the shared type is abstract but the same. *)
structure M :>
sig
  structure A : sig type t val x : t end
  structure B : sig type t val f : t -> int end
  sharing type A.t = B.t
end =
struct
  structure A = struct type t = int val x = 1 end
  structure B = struct type t = int fun f n = n end
end
val r = M.B.f M.A.x
