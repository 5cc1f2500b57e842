type t = int
type u = string
val x : int * string
