datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
val insert : int * int tree -> int tree
