val a : int list
val b : int
val c : string list
val d : bool list
val n : int
