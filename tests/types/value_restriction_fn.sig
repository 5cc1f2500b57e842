val f : 'a -> 'a
val a : int
val b : string
