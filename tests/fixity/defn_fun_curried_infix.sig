val ++ : int * int -> int -> int
val -- : int * int -> int
val r : int
