val plus : int * int -> int
val three : int
val cons : 'a * 'a list -> 'a list
val applyOp : (int * int -> 'a) -> 'a
val seven : int
