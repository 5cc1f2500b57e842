functor Mk (X : sig end) : sig datatype t = T of int val get : t -> int end
structure A :
  sig
    datatype t = T of int
    val get : t -> int
  end
structure B :
  sig
    datatype t = T of int
    val get : t -> int
  end
val a : A.t
val b : int
