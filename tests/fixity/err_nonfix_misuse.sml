(* After nonfix, `::` cannot be used infix. *)
nonfix ::
val l = 1 :: []
