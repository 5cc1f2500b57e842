(* Structural equality on recursive and parameterised datatypes, including nullary-constructor comparisons. *)
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
fun build [] = Leaf | build (x :: r) = Node (Leaf, x, build r)
val a = build [1, 2, 3] val b = build [1, 2, 3] val c = build [1, 2, 4]
val _ = print (Bool.toString (a = b) ^ " " ^ Bool.toString (a = c) ^ " " ^ Bool.toString (Leaf = (Leaf : int tree)) ^ " " ^ Bool.toString (build ["x"] = build ["x"]) ^ "\n")
datatype e = A | B of int | C of e list
val _ = print (Bool.toString (C [A, B 1, C []] = C [A, B 1, C []]) ^ " " ^ Bool.toString (C [A] = C [B 0]) ^ " " ^ Bool.toString (A = A) ^ "\n")
