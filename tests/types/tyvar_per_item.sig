val k : 'a -> 'b -> 'a
val j : 'a * 'b -> 'b
