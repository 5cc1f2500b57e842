(* A while condition must be bool. *)
val _ = while 0 do ()
