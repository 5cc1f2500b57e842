val a : int
val b : int
val c : int
val d : int
val e : int
