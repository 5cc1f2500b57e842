(* sharing type requires both types to be the same. *)
signature S =
sig
  structure A : sig type t end
  structure B : sig type t end
  sharing type A.t = B.t
end
structure M : S =
struct
  structure A = struct type t = int end
  structure B = struct type t = bool end
end
