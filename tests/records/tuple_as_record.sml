(* `{1 = x, 2 = y}` is a pair; `#1` selects from tuples. *)
val p = {1 = 1, 2 = "b"}
val q = {2 = "b", 1 = 1}
val a = #1 p
val b = #2 (1, true, ())
