(* `nil` cannot be rebound by a value binding. *)
val nil = 1
