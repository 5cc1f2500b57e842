val r : int ref
val v : int
