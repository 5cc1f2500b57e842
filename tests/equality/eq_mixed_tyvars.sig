val f : ''a * ''a * 'b -> 'b
val g : 'a * ''b * ''b -> 'a
