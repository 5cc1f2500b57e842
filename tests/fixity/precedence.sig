val times : int * int -> int
val plus : int * int -> int
val x : int
val ok : bool
