(* A structure that lacks a specified value. *)
signature S = sig val x : int val y : int end
structure A : S = struct val x = 1 end
