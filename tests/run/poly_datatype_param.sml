(* A parameterised datatype ('a, 'b) either and 'a tree instantiated at several types. *)
datatype ('a, 'b) either = Left of 'a | Right of 'b
fun either (f, g) (Left x) = f x | either (f, g) (Right y) = g y
val xs = [Left 1, Right "two", Left 3, Right "four"]
val _ = print (String.concatWith "," (map (either (Int.toString, fn s => s ^ "!")) xs) ^ "\n")
fun lefts l = List.mapPartial (fn Left x => SOME x | Right _ => NONE) l
val ys = [Left 1.5, Right [1, 2], Left 2.5]
val _ = print (Real.toString (foldl (op +) 0.0 (lefts ys)) ^ " " ^ Int.toString (length (lefts xs)) ^ "\n")
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
fun toList Leaf = [] | toList (Node (l, x, r)) = toList l @ x :: toList r
fun mapT f Leaf = Leaf | mapT f (Node (l, x, r)) = Node (mapT f l, f x, mapT f r)
val t = Node (Node (Leaf, 1, Leaf), 2, Node (Leaf, 3, Leaf))
val ts = mapT (fn n => String.implode (List.tabulate (n, fn _ => #"*"))) t
val tr = mapT real t
val tt = mapT (fn n => (n, n * n)) t
val _ = print (String.concatWith " " (toList ts) ^ " " ^ String.concatWith " " (map Real.toString (toList tr)) ^ " "
               ^ String.concatWith " " (map (fn (a, b) => Int.toString a ^ "^2=" ^ Int.toString b) (toList tt)) ^ "\n")
