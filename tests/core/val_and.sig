val x : int
val x : string
val y : int
