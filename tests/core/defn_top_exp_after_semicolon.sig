val it : string
val x : int
val it : int
val y : int
