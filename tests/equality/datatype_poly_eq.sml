(* A polymorphic datatype admits equality when instantiated at an equality type. *)
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
val t = Node (Leaf, 1, Leaf) = Leaf
fun same (a, b) = a = b andalso a <> Leaf
