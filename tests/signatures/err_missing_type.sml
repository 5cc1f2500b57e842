(* A structure that lacks a specified type. *)
signature S = sig type t end
structure A : S = struct val x = 1 end
