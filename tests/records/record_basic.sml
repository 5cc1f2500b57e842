(* Record expressions print with labels sorted. *)
val r = {name = "Ann", age = 30}
val n = #name r
