(* A valbind may not bind the same identifier twice, also across `and` (Definition 2.9). *)
val x = 1 and (y, x) = (2, 3)
