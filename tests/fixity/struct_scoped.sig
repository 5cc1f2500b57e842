structure S :
  sig
    val <>> : int * int -> int
    val x : int
  end
val y : int
