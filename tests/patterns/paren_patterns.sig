val f : 'a -> 'a
val y : int
