structure S :
  sig
    val x : int
  end
structure S :
  sig
    val x : string
  end
val y : string
