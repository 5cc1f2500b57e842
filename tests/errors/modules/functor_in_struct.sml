(* A functor declaration cannot appear inside a structure. *)
structure S = struct functor F (X : sig end) = struct end end
