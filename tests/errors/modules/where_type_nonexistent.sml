(* `where type` on a type the signature does not have. *)
signature S = sig type t end where type u = int
