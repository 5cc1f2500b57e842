datatype t = f
val f : 'a -> 'a
val y : int
