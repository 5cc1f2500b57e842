functor Util (X : sig end) : sig val twice : ('a -> 'a) -> 'a -> 'a end
structure U :
  sig
    val twice : ('a -> 'a) -> 'a -> 'a
  end
val a : int
val b : string
