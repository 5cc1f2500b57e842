(* `where type` refines an abstract type. *)
signature S = sig type t val x : t end
structure A :> S where type t = int = struct type t = int val x = 3 end
val y = A.x + 1
