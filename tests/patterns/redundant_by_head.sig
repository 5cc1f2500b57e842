datatype t = A | B of int | C of string * int
val k : int -> string
val s : string -> int
val f : t -> int
val g : t -> int
val h : t -> int
