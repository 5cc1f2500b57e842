(* :: is infixr 5 and @ is infixr 5. *)
val l = 1 :: 2 :: [3] @ [4]
