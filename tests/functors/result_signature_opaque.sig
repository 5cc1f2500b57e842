functor Counter (X : sig val start : int end) : sig type t val init : t val next : t -> t val get : t -> int end
structure C :
  sig
    type t
    val init : t
    val next : t -> t
    val get : t -> int
  end
val v : int
