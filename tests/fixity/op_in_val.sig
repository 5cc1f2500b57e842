val -- : int * int -> int
val f : int * int -> int
val g : int list
