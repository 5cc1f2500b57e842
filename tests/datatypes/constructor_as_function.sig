datatype t = Wrap of int
val ws : t list
val f : 'a -> 'a option
val g : int -> t
