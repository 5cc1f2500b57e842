functor Wrap (X : sig type t val x : t end) : sig val y : X.t val pair : X.t * X.t end
structure D :
  sig
    datatype d = K
    type t = d
    val x : d
  end
structure W :
  sig
    val y : D.d
    val pair : D.d * D.d
  end
structure I :
  sig
    val y : int
    val pair : int * int
  end
