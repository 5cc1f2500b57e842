(* withtype defines an abbreviation usable in the datatype. *)
datatype node = Node of int * children
withtype children = node list
val leaf = Node (1, [])
