val eq : ''a * ''a -> bool
val member : ''a * ''a list -> bool
