datatype t = A | B of int
datatype u = A | B of int
val x : t
val y : t
