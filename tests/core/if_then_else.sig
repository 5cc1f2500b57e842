val max : int * int -> int
val m : int
