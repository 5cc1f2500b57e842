(* sharing of substructures fails when a common type differs. *)
structure M :
sig
  structure A : sig type t end
  structure B : sig type t end
  sharing A = B
end =
struct
  structure A = struct type t = int end
  structure B = struct type t = string end
end
