datatype node = Node of int * node list
type children = node list
val leaf : node
