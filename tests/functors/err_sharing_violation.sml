(* A functor parameter with sharing requires the argument to share. *)
functor F (X : sig structure A : sig type t end structure B : sig type t end sharing type A.t = B.t end) =
  struct end
structure R = F (struct structure A = struct type t = int end structure B = struct type t = bool end end)
