(* `val _ = e` binds nothing, so nothing is printed for it. *)
val _ = 1 + 2
val y = 3
