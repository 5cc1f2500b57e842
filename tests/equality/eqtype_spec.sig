signature S =
  sig
    eqtype t
    val x : t
  end
structure A :
  sig
    eqtype t
    val x : t
  end
val b : bool
