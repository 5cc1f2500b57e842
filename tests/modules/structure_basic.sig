structure S :
  sig
    type t = int
    datatype color = R | G
    val x : int
    val f : color -> int
  end
val y : int
