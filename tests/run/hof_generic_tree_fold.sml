(* A generic fold over a binary tree, used to compute size, sum, height, and an in-order list. *)
datatype 'a tree = L | N of 'a tree * 'a * 'a tree
fun fold f z L = z | fold f z (N (l, x, r)) = f (fold f z l, x, fold f z r)
fun ins (x, L) = N (L, x, L)
  | ins (x, t as N (l, y, r)) = if x < y then N (ins (x, l), y, r) else if x > y then N (l, y, ins (x, r)) else t
val t = foldl ins L [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]
val size = fold (fn (a, _, b) => a + 1 + b) 0 t
val sum = fold (fn (a, x, b) => a + x + b) 0 t
val height = fold (fn (a, _, b) => 1 + Int.max (a, b)) 0 t
val inorder = fold (fn (a, x, b) => a @ [x] @ b) [] t
val _ = print (Int.toString size ^ " " ^ Int.toString sum ^ " " ^ Int.toString height ^ "\n")
val _ = print (String.concatWith " " (map Int.toString inorder) ^ "\n")
val st = fold (fn (a, x, b) => N (b, Int.toString x, a)) L t
val _ = print (String.concatWith " " (fold (fn (a, x, b) => a @ [x] @ b) [] st) ^ "\n")
