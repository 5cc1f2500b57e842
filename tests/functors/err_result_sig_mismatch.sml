(* A functor body that does not match its result signature. *)
functor F (X : sig end) : sig val v : int end = struct val v = true end
