(* nonfix makes an infix identifier prefix again. *)
nonfix +
val x = + (1, 2)
infix 6 +
val y = 1 + 2
