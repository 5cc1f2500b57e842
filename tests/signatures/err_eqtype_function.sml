(* An eqtype specification cannot be matched by a function type. *)
signature S = sig eqtype t end
structure A :> S = struct type t = int -> int end
