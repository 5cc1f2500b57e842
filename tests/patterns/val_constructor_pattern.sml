(* A constructor pattern in a val binding. *)
val SOME x = SOME 3
val (a :: _) = ["a", "b"]
