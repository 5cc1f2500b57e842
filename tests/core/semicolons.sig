val a : int
val b : int
val f : 'a -> 'a
