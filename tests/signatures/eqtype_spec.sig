signature S =
  sig
    eqtype key
    val k : key
  end
structure A :
  sig
    eqtype key
    val k : key
  end
val b : bool
