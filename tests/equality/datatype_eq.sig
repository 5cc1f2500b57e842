datatype color = Red | Green | Blue
datatype shape = Circle of int | Rect of int * int
val a : bool
val b : bool
