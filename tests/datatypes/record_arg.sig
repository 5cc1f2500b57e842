datatype t = A of {x : int}
val a : t
val getx : t -> int
