val f : int -> int
val g : int * string -> string * (int * string)
