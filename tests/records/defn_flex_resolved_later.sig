structure S :
  sig
    val f : {a : int, b : int} -> int
    val x : int
  end
val y : string
