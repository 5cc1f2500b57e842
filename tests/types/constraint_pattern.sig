val x : int
val y : string
val z : int list
val f : 'a list * int -> 'a list * int
