val deref : 'a ref -> 'a
val y : int
