(* `=` cannot be rebound. *)
val op = = 3
