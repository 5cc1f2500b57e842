(* Rules 86/54: equality of a hidden datatype of a functor body is also fixed at the declaration *)
functor F (X : sig type t val x : t end) = struct local datatype u = U of X.t in val v = U X.x end end
structure A = F (struct type t = int val x = 1 end)
val _ = A.v = A.v
