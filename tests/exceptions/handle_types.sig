val safeDiv : int * int -> int
val x : int
