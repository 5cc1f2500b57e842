val f : 'a -> 'a
val g : 'a -> 'a
val a : int * string
val h : 'a -> 'a
val c : bool
