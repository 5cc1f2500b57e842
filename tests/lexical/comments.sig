val x : int
val y : int
