structure A :
  sig
    datatype t = T
    val v : t
  end
structure B :
  sig
    datatype t = T
    val v : A.t
  end
val same : bool
