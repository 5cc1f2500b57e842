val f : int * int -> int
val a : int
val b : int
