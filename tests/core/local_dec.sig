val visible : int
val g : int -> int
