(* `true` cannot be rebound by a value binding. *)
fun true x = x
