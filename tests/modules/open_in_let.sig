structure M :
  sig
    val k : int
    val scale : int -> int
  end
val a : int
