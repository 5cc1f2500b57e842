structure A :
  sig
    val x : int
  end
structure B :
  sig
    val x : int
    val y : int
  end
val z : int
