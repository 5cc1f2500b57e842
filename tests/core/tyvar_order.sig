val swap : 'a * 'b -> 'b * 'a
val pairWith : 'a -> 'b -> 'b * 'a
