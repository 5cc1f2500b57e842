structure A :
  sig
    val a : int
  end
structure B :
  sig
    val b : string
  end
