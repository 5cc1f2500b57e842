val x : int
val y : unit
