(* Selecting a label the record does not have. *)
val r = {a = 1}
val x = #b r
