(* Opaque ascription: A.t is not int. *)
structure A :> sig type t val x : t end = struct type t = int val x = 1 end
val y = A.x + 1
