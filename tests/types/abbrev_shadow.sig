type t = int
val x : int
type t = string
val y : string
