(* A functor argument that does not match the parameter signature. *)
functor F (X : sig val x : int end) = struct val y = X.x end
structure R = F (struct val x = "s" end)
