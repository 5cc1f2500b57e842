(* A component not in the signature is hidden. *)
structure A : sig val x : int end = struct val x = 1 val y = 2 end
val z = A.y
