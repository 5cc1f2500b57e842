exception A
exception B of int
val f : int -> int
