exception Bad of int
val check : int -> int
val r : int
