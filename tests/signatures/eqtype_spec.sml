(* eqtype specifications are satisfied by equality types. *)
signature S = sig eqtype key val k : key end
structure A :> S = struct type key = string val k = "k" end
val b = A.k = A.k
