val fact : int -> int
val id : 'a -> 'a
val g : int -> int
