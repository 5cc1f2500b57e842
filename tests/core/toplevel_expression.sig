val x : int
val it : int
