(* `op ::` used in a pattern. *)
fun head (op :: (x, _)) = x
