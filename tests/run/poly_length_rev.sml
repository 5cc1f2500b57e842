(* Polymorphic length, reverse and append at many element types, including nested lists and reals. *)
fun len [] = 0 | len (_ :: r) = 1 + len r
fun rev' l = let fun go ([], acc) = acc | go (x :: r, acc) = go (r, x :: acc) in go (l, []) end
fun app' ([], ys) = ys | app' (x :: r, ys) = x :: app' (r, ys)
val il = rev' [1, 2, 3, 4]
val rl = rev' [1.5, 2.5]
val sl = app' (["a", "b"], rev' ["c", "d"])
val ll = rev' [[1], [2, 3], []]
val tl = app' ([(1, true)], [(2, false)])
val _ = print (String.concatWith " " (map Int.toString il) ^ " | " ^ String.concatWith " " (map Real.toString rl) ^ " | "
               ^ String.concat sl ^ " | " ^ Int.toString (len ll) ^ " " ^ Int.toString (len (hd ll)) ^ " | "
               ^ Int.toString (len tl) ^ Bool.toString (#2 (hd tl)) ^ "\n")
