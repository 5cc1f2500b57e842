(* `val` with no pattern. *)
val = 3
