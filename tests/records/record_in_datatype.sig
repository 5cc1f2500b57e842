datatype t = A of {x : int} | B of {x : int, y : string}
val getx : t -> int
