(* A nullary constructor applied to an argument in a pattern. *)
fun f (NONE x) = x
  | f _ = 0
