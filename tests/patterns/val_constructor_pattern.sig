val x : int
val a : string
