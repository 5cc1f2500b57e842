(* A `type t = int` spec cannot be matched by `type t = string`. *)
signature S = sig type t = int end
structure A : S = struct type t = string end
