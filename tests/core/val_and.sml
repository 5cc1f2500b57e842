(* `val ... and ...` binds simultaneously; the second sees the outer x. *)
val x = 1
val x = "a" and y = x + 1
