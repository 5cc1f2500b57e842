(* A value whose type does not match its specification. *)
signature S = sig val x : int end
structure A : S = struct val x = "one" end
