val g : int -> int
val n : int
