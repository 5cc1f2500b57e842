(* A let without `end`: the next declaration is unexpected. *)
val x = let val y = 1 in y
val z = 2
