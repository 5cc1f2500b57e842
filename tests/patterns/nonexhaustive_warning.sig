val f : 'a option -> 'a
val g : 'a list -> int
