(* Several abbreviations with `and`. *)
type t = int and u = string
val x : t * u = (1, "a")
