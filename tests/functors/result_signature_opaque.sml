(* A functor with an opaque result signature. *)
functor Counter (X : sig val start : int end) :> sig type t val init : t val next : t -> t val get : t -> int end =
struct
  type t = int
  val init = X.start
  fun next n = n + 1
  fun get n = n
end
structure C = Counter (struct val start = 10 end)
val v = C.get (C.next C.init)
