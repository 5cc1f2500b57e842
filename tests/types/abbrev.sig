type point = int * int
val origin : int * int
