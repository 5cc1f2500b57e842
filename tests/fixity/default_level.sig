val eq : ''a * ''a -> bool
val t : bool
