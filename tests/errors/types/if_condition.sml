(* A non-boolean condition. *)
val x = if 1 then 2 else 3
