(* `where type` fixes the type, so a different realisation fails. *)
signature S = sig type t end
structure A : S where type t = int = struct type t = bool end
