functor F (X : sig val n : int end) : sig val double : int end
structure R :
  sig
    val double : int
  end
