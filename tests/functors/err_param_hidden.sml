(* Components of the argument not in the parameter signature are not visible. *)
functor F (X : sig val x : int end) = struct val y = X.z end
