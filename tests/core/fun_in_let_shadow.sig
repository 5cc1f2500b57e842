val x : int
val y : string
val z : int
