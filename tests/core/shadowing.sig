val x : int
val x : int
val x : string
