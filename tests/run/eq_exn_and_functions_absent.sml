(* Equality-type checking at run time is static; comparing reals uses Real.== while reals in lists are compared by hand. *)
fun realListEq ([], []) = true | realListEq (x :: xs, y :: ys) = Real.== (x, y) andalso realListEq (xs, ys) | realListEq _ = false
val _ = print (Bool.toString (realListEq ([1.0, 2.5], [1.0, 2.5])) ^ " " ^ Bool.toString (realListEq ([1.0], [1.0, 2.0])) ^ " "
               ^ Bool.toString (Real.== (0.1 + 0.2, 0.3)) ^ " " ^ Bool.toString (Real.!= (1.0, 2.0)) ^ "\n")
