(* Two applications of an opaquely ascribed functor give distinct abstract types. *)
functor Mk (X : sig end) :> sig type t val v : t val f : t -> int end =
  struct type t = int val v = 0 fun f x = x end
structure A = Mk (struct end)
structure B = Mk (struct end)
val x = A.f B.v
