val a : int
val b : string
val c : int
val d : bool
val e : real
val f : int
val g : bool
