(* Rules 86/54: a functor body's datatype admits equality only if it does with the parameter's types abstract, whatever the argument *)
functor F (X : sig type t end) = struct datatype u = U of X.t end
structure A = F (struct type t = int end)
val _ = A.U 1 = A.U 1
