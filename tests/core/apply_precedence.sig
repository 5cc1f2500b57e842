val f : int -> int
val a : int
val b : int
