val f : int -> string
val g : string -> int
val h : char -> bool
val w : word -> int
val n : int -> bool
