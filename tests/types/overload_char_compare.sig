val a : bool
val b : bool
val c : bool
val d : bool
