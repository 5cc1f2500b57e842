(* A record field without `=`. *)
val r = {a 1}
