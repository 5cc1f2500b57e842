val g : int * int -> int
val a : int
val b : int
