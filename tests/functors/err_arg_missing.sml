(* A functor argument missing a component. *)
functor F (X : sig type t val x : t end) = struct val y = X.x end
structure R = F (struct val x = 1 end)
