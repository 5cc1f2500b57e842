(* A handler returning the wrong type. *)
val x = 1 handle Div => "zero"
