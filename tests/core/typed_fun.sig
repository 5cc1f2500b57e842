val f : real -> real
val g : 'a list -> 'a list
val h : int -> int
