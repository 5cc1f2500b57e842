datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
val t : bool
val same : ''a tree * ''a tree -> bool
