(* Opaque ascription hides the type's identity. *)
signature S = sig type t val x : t val toInt : t -> int end
structure A :> S = struct type t = int val x = 5 fun toInt n = n end
val y = A.toInt A.x
val z = A.x
