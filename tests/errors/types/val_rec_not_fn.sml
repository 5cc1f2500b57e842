(* `val rec` requires fn on the right. *)
val rec x = 1
