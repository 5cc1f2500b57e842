val a : int
val b : string
val c : real
