datatype shape = Circle of int | Rect of int * int | Unit

fun area (Circle r) = 3 * r * r
  | area (Rect (w, h)) = w * h
  | area Unit = 1

val shapes = [Circle 2, Rect (3, 4), Unit, Rect (5, 6)]
val _ = List.app (fn s => print (Int.toString (area s) ^ "\n")) shapes

datatype tree = Leaf | Node of tree * int * tree
fun insert (x, Leaf) = Node (Leaf, x, Leaf)
  | insert (x, t as Node (l, y, r)) =
      if x < y then Node (insert (x, l), y, r)
      else if x > y then Node (l, y, insert (x, r))
      else t
fun toList Leaf = []
  | toList (Node (l, x, r)) = toList l @ [x] @ toList r
fun size Leaf = 0 | size (Node (l, _, r)) = size l + 1 + size r
val t = foldl insert Leaf [5, 3, 8, 1, 4, 7, 9, 2, 6, 5, 3]
val _ = print (String.concat (map (fn x => Int.toString x ^ " ") (toList t)) ^ "\n")
val _ = print ("size " ^ Int.toString (size t) ^ "\n")

fun find p [] = NONE
  | find p (x :: xs) = if p x then SOME x else find p xs
fun showOpt NONE = "NONE"
  | showOpt (SOME x) = "SOME " ^ Int.toString x
val _ = print (showOpt (find (fn x => x > 6) (toList t)) ^ "\n")
val _ = print (showOpt (find (fn x => x > 60) (toList t)) ^ "\n")

datatype color = Red | Green | Blue
fun next Red = Green | next Green = Blue | next Blue = Red
fun cname Red = "red" | cname Green = "green" | cname Blue = "blue"
val _ = print (cname (next (next Red)) ^ "\n")
val _ = print (if [1, 2, 3] = [1, 2, 3] andalso [1, 2] <> [1, 3] then "eq ok\n" else "eq bad\n")
val _ = print (if SOME "a" = SOME "a" andalso Node (Leaf, 1, Leaf) <> Leaf then "eq2 ok\n" else "eq2 bad\n")
