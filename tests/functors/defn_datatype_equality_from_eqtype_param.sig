functor F (X : sig eqtype t end) : sig datatype u = U of X.t val same : ''a * ''a -> bool end
structure A :
  sig
    datatype u = U of int
    val same : ''a * ''a -> bool
  end
val b : bool
val c : bool
