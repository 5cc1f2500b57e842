(* Inside the functor, the parameter's abstract type is not int. *)
functor F (X : sig type t val x : t end) = struct val y = X.x + 1 end
