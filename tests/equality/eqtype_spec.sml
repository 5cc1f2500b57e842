(* An eqtype specification lets equality be used on an abstract type. *)
signature S = sig eqtype t val x : t end
structure A :> S = struct type t = int val x = 1 end
val b = A.x = A.x
