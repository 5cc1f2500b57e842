(* A datatype whose constructor arguments all admit equality admits equality. *)
datatype color = Red | Green | Blue
datatype shape = Circle of int | Rect of int * int
val a = Red = Blue
val b = Circle 1 = Rect (1, 2)
