val minus : int * int -> int
val x : int
