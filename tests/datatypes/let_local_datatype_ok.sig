val f : int -> int
val y : int
