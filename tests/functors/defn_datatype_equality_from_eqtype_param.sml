(* A functor body's datatype over an eqtype parameter admits equality in every application *)
functor F (X : sig eqtype t end) = struct datatype u = U of X.t val same = fn (a, b) => a = b end
structure A = F (struct type t = int end)
val b = A.U 1 = A.U 1
val c = A.same (A.U 1, A.U 2)
